import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False while the page shows HTML rendered at build time (in that render, and in the render that
 * takes the HTML over), true from then on and in every page rendered in the browser alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
