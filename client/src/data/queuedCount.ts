import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/useAuth';

export interface QueuedChange {
  /** How far the count moves once the queued writes reach the server. */
  change: number;
  /** How many of those writes are waiting. */
  waiting: number;
}

/**
 * One of the member's own counts as this device sees it: the server's count plus what is queued.
 * When a queued write has been sent, the member's record is fetched again; the change shown so far
 * stays until the new count arrives, so the number does not step back and forth.
 */
export function useCountWithQueued(serverCount: number, queued: QueuedChange | undefined): number {
  const { refreshUser } = useAuth();
  const [held, setHeld] = useState<number | null>(null);
  const previous = useRef(queued);
  const latestRefresh = useRef(0);

  useEffect(() => {
    const before = previous.current;
    previous.current = queued;
    if (!before || !queued || queued.waiting >= before.waiting) return;
    setHeld(before.change);
    const refresh = ++latestRefresh.current;
    // Only the latest refresh lets go: an earlier one may answer before the last write landed.
    void refreshUser().finally(() => {
      if (refresh === latestRefresh.current) setHeld(null);
    });
  }, [queued, refreshUser]);

  return Math.max(0, serverCount + (held ?? queued?.change ?? 0));
}
