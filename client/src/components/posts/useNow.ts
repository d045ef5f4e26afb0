import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick(): void {
  now = Date.now();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, TICK_MS);
    // The clock stood still while no card showed a time: the cards that rendered with that old time
    // are told the new one (Preact's useSyncExternalStore reads the time again only when told).
    tick();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getNow = () => now;

/** The current time, refreshed every 30 seconds by one timer shared by every card on screen. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow);
}
