import { useLayoutEffect, useState } from 'react';

/**
 * False while the page shows HTML rendered at build time (in that render, and in the render that
 * takes the HTML over), true from then on: the first commit in the browser turns it true before the
 * browser paints, so a page rendered in the browser alone shows it true. A state set from an effect,
 * which the build's render never runs: Preact reads a store's client value while it takes the HTML
 * over (it has no server snapshot), and keeps the HTML's attributes as they are in that render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render is the point: the first one has to match the HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
