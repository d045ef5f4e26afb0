import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `fallback`, then `children` in a task of their own once the browser has painted. On a start
 * rendered afresh (main.tsx) this keeps the providers' first render and the routes' apart: two tasks
 * of some 20 ms instead of one of 50 to 60 ms on a phone's start (docs/ARCHITECTURE.md).
 */
export function AfterFirstDraw({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return drawn ? children : fallback;
}
