import { useEffect } from 'react';

/** After this long away, coming back (tab shown again, network back) loads the newest page. */
const AWAY_MS = 60_000;

/** Refreshes a list when the member returns to the app after a while. */
export function useRefreshOnReturn(refresh: () => Promise<void>): void {
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
      } else if (hiddenAt !== null && Date.now() - hiddenAt >= AWAY_MS) {
        hiddenAt = null;
        void refresh();
      }
    };
    const onOnline = () => void refresh();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [refresh]);
}
