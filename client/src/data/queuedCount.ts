import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/useAuth';
import { isDraining, subscribeDraining } from '../sync/drainState';

export interface QueuedChange {
  /** How far the count moves once the queued writes reach the server. */
  change: number;
  /** How many of those writes are waiting. */
  waiting: number;
}

/**
 * One of the member's own counts as this device sees it: the server's count, plus what is queued,
 * plus what was sent since the server's count was read. When queued writes have been sent, the
 * member's record is fetched again; their change stays counted until that fetch has answered (from
 * the network: one that failed offline is tried again once online), so the number does not step back
 * and forth, and writes queued meanwhile count at once. While this page is sending the outbox the
 * fetch waits for the end of the drain: one fetch for the lot, not one per write (each fetch changes
 * the member's record, which every card on screen reads).
 */
export function useCountWithQueued(serverCount: number, queued: QueuedChange | undefined): number {
  const { refreshUser } = useAuth();
  const [sent, setSent] = useState(0);
  /** Writes were sent during a drain: the fetch runs when it ends. */
  const refreshDue = useRef(false);
  const previous = useRef(queued);
  const latestRefresh = useRef(0);

  const refresh = useCallback(() => {
    const run = ++latestRefresh.current;
    // Only the latest refresh lets go: an earlier one may answer before the last write landed.
    void refreshUser().finally(() => {
      if (run === latestRefresh.current && navigator.onLine) setSent(0);
    });
  }, [refreshUser]);

  useEffect(() => {
    const before = previous.current;
    previous.current = queued;
    if (!before || !queued || queued.waiting >= before.waiting) return;
    setSent((value) => value + before.change - queued.change);
    if (isDraining()) refreshDue.current = true;
    else refresh();
  }, [queued, refresh]);

  useEffect(
    () =>
      subscribeDraining(() => {
        if (isDraining() || !refreshDue.current) return;
        refreshDue.current = false;
        refresh();
      }),
    [refresh],
  );

  useEffect(() => {
    if (sent === 0) return;
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [sent, refresh]);

  return Math.max(0, serverCount + sent + (queued?.change ?? 0));
}
