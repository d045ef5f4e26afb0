import { options } from 'preact';

/**
 * Events a member makes with keys, pointer or touch: a render waiting when one arrives is drawn before
 * its handlers run, so a handler always reads the props of everything typed or clicked before it.
 * Focus events are left out: code moves focus from effects, in the middle of Preact's commit, where a
 * render must not start.
 */
const MEMBER_EVENTS = [
  'beforeinput',
  'input',
  'change',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'submit',
  'paste',
  'compositionend',
] as const;

/** Whether an event dispatched on the page itself (an element, the document) is being handled now. */
function handlingPageEvent(target: Window): boolean {
  const event = target.event;
  return event !== undefined && event.target instanceof Node;
}

/**
 * Preact draws a change of state at the next microtask, in the task that made it. On a member's
 * start that task is mostly a database answer (IndexedDB through Dexie) or a socket message, and the
 * answer's work and the render it causes add up to one long task. From here on a render caused outside
 * the page's events waits for a task of its own (a MessageChannel message, as React schedules renders
 * outside discrete events). One caused while the page handles an event (a key, a click, a submit, a
 * focus moved, an image loaded) is still drawn at the microtask, and a render still waiting when a
 * member's event arrives is drawn before the event's handlers run: no handler reads props a keystroke
 * behind. Returns how to put Preact's own scheduling back.
 */
export function drawRendersInTasksOfTheirOwn(target: Window = window): () => void {
  const channel = new MessageChannel();
  let waiting: (() => void) | undefined;
  const drawWaiting = () => {
    const draw = waiting;
    waiting = undefined;
    draw?.();
  };
  channel.port1.onmessage = drawWaiting;
  for (const type of MEMBER_EVENTS) target.addEventListener(type, drawWaiting, { capture: true });

  const preactsOwn = options.debounceRendering;
  options.debounceRendering = (draw) => {
    if (handlingPageEvent(target)) {
      queueMicrotask(draw);
      return;
    }
    waiting = draw;
    channel.port2.postMessage(null);
  };
  return () => {
    options.debounceRendering = preactsOwn;
    for (const type of MEMBER_EVENTS) target.removeEventListener(type, drawWaiting, { capture: true });
    channel.port1.close();
    drawWaiting();
  };
}
