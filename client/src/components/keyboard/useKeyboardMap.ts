import { useEffect, useRef } from 'react';
import { isTypingTarget, matchShortcut } from './keyboardMap';
import { runShortcut, type KeyboardTargets } from './keyboardActions';

/** How long the second key of a sequence ("g h") may wait. */
const SEQUENCE_MS = 1500;

/** Listens for the keyboard map's keys on the whole page, except while the member types. */
export function useKeyboardMap(targets: KeyboardTargets): void {
  const pressed = useRef<string[]>([]);
  const timer = useRef<number | null>(null);
  // The listener stays attached across renders and reads the newest targets, so a render between
  // the two keys of a sequence (a route's page arriving, the composer changing) does not lose the first.
  const latest = useRef(targets);
  useEffect(() => {
    latest.current = targets;
  }, [targets]);
  useEffect(() => {
    const reset = () => {
      pressed.current = [];
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return reset();
      const keys = [...pressed.current, event.key];
      const match = matchShortcut(keys);
      reset();
      if (match === null) return;
      event.preventDefault();
      if (match === 'partial') {
        pressed.current = keys;
        timer.current = window.setTimeout(reset, SEQUENCE_MS);
        return;
      }
      const current = latest.current;
      runShortcut(match.action, current).catch((error: unknown) => {
        console.warn('Keyboard shortcut failed', error);
        current.say('That did not work. Try again.');
      });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      reset();
    };
  }, []);
}
