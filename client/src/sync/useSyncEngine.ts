import { useEffect } from 'react';
import { useAuth } from '../auth/useAuth';
import { startSync } from './engine';

/** Runs the outbox engine for the signed-in member while the signed-in layout is mounted. */
export function useSyncEngine(): void {
  const { user, token } = useAuth();
  const userId = user?.id;
  useEffect(() => (userId && token ? startSync(userId, token) : undefined), [userId, token]);
}
