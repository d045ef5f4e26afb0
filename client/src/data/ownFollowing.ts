import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import type { ToggleUndo } from '../sync/toggles';

export interface QueuedFollowing {
  /** How far the member's own following count moves once the queued writes reach the server. */
  change: number;
  /** How many follow and unfollow writes are waiting. */
  waiting: number;
}

/**
 * For each member with an unsent follow or unfollow, the state this device shows now against the
 * state the server had before the first of those writes. Refused writes count for nothing: they
 * were rolled back.
 */
export async function queuedFollowing(db: MemberDb): Promise<QueuedFollowing> {
  const entries = (await db.outbox
    .orderBy('seq')
    .filter((entry) => entry.kind === 'user.follow' && entry.state !== 'failed')
    .toArray()) as OutboxEntry<ToggleUndo>[];
  const firstPerMember = new Map<string, OutboxEntry<ToggleUndo>>();
  for (const entry of entries)
    if (!firstPerMember.has(entry.entityId)) firstPerMember.set(entry.entityId, entry);
  const firsts = [...firstPerMember.values()];
  const shown = await db.follows.bulkGet(firsts.map((entry) => entry.entityId));
  const change = firsts.reduce(
    (sum, first, i) => sum + Number(shown[i]?.isFollowing ?? first.undo.on) - Number(first.undo.on),
    0,
  );
  return { change, waiting: entries.length };
}

/**
 * The member's own following count as this device sees it: the server's count plus what is queued.
 * When a queued write has been sent, the count is fetched again; the change shown so far stays until
 * the new count arrives, so the number does not step back and forth.
 */
export function useOwnFollowingCount(serverCount: number): number {
  const { user, refreshUser } = useAuth();
  const queued = useLiveQuery(
    async () => (user ? queuedFollowing(memberDb(user.id)) : undefined),
    [user?.id],
  );
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
