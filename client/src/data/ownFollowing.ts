import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import type { ToggleUndo } from '../sync/toggles';
import { useCountWithQueued, type QueuedChange } from './queuedCount';

/** How far the own following count moves once the queued follows and unfollows are sent. */
export type QueuedFollowing = QueuedChange;

/**
 * For each member with an unsent follow or unfollow, the state this device shows now against the
 * state the server had before the first of those writes. Refused writes count for nothing: they
 * were rolled back.
 */
export async function queuedFollowing(db: MemberDb): Promise<QueuedFollowing> {
  const entries = (
    await db.outbox
      .where('kind')
      .equals('user.follow')
      .filter((entry) => entry.state !== 'failed')
      .toArray()
  ).sort((a, b) => a.seq - b.seq) as OutboxEntry<ToggleUndo>[];
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

/** The member's own following count as this device sees it: the server's count plus what is queued. */
export function useOwnFollowingCount(serverCount: number): number {
  const { user } = useAuth();
  const queued = useLiveQuery(
    async () => (user ? queuedFollowing(memberDb(user.id)) : undefined),
    [user?.id],
  );
  return useCountWithQueued(serverCount, queued);
}
