import { useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxKind } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import { useCountWithQueued, type QueuedChange } from './queuedCount';

const CREATES: readonly OutboxKind[] = ['post.create', 'post.quote', 'thread.create'];

/**
 * How far the member's own post count moves once the queued writes are sent: every post a queued
 * create makes (each part of a thread), less every queued delete. A post made here and deleted before
 * it was sent left nothing queued; refused writes count for nothing, they were rolled back.
 */
export async function queuedPosts(db: MemberDb): Promise<QueuedChange> {
  const entries = await db.outbox
    .where('kind')
    .anyOf([...CREATES, 'post.delete'])
    .filter((entry) => entry.state !== 'failed')
    .toArray();
  const change = entries.reduce(
    (sum, entry) => sum + (entry.kind === 'post.delete' ? -1 : (entry.creates?.length ?? 1)),
    0,
  );
  return { change, waiting: entries.length };
}

/** The member's own post count as this device sees it: the server's count plus what is queued. */
export function useOwnPostsCount(serverCount: number): number {
  const { user } = useAuth();
  const queued = useLiveQuery(async () => (user ? queuedPosts(memberDb(user.id)) : undefined), [user?.id]);
  return useCountWithQueued(serverCount, queued);
}

/** The ids of the follow notifications the device holds: they change as follows arrive live (or go). */
async function followNotices(db: MemberDb): Promise<string> {
  const follows = await db.notifications.filter((n) => n.type === 'follow').toArray();
  return follows
    .map((n) => n.id)
    .sort()
    .join(' ');
}

/**
 * Asks for the member's own record again when a screen with their counts appears (Home's tiles, the
 * own profile), so followers and posts are the server's current numbers, and again whenever the
 * device learns of a follow (a "started following you" arriving live, or one taken back). Offline it
 * changes nothing.
 */
export function useFreshOwnCounts(): void {
  const { user, refreshUser } = useAuth();
  useEffect(() => {
    if (navigator.onLine) void refreshUser();
  }, [refreshUser]);

  const follows = useLiveQuery(async () => (user ? followNotices(memberDb(user.id)) : undefined), [user?.id]);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (follows === undefined) return;
    const before = seen.current;
    seen.current = follows;
    if (before !== undefined && before !== follows && navigator.onLine) void refreshUser();
  }, [follows, refreshUser]);
}
