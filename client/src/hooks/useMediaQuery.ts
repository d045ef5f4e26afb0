import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page matches a CSS media query, following it as the window changes. Where the browser
 * cannot tell (no `matchMedia`, as in tests), the query counts as matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
