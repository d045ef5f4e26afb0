import { useEffect } from 'react';
import { useAuth } from '../auth/useAuth';

/**
 * Runs the outbox engine for the signed-in member while the signed-in layout is mounted. The engine
 * (with every kind of write it sends) is its own chunk, loaded as the layout mounts, not before the
 * home's first paint.
 */
export function useSyncEngine(): void {
  const { user, token } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !token) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./engine').then(({ startSync }) => {
      if (!unmounted) stop = startSync(userId, token);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [userId, token]);
}
