import { options } from 'preact';

/**
 * Preact runs effects once the browser has drawn the next frame (requestAnimationFrame, or after 35 ms).
 * jsdom draws no frames: in the unit tests they run at the next task instead, as React runs the effects
 * that act() did not flush, so a test that waits for what a render shows (findBy, waitFor) finds that
 * render's effects run too (a dialog opened, a listener added, focus moved).
 */
options.requestAnimationFrame = (runEffects) => setTimeout(runEffects);
