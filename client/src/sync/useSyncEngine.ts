import { useEffect } from 'react';
import { useAuth } from '../auth/useAuth';
import { startOnceLoaded } from '../startOnceLoaded';

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
    return startOnceLoaded(
      () => import('./engine'),
      ({ startSync }) => startSync(userId, token),
      'the outbox engine',
    );
  }, [userId, token]);
}
