import { scheduledPostsApi } from '../api/scheduledPosts';
import type { ScheduledPostRecord } from '../db/draftRecords';
import type { MemberDb } from '../db/memberDb';
import { useRefreshedList, type RefreshedList } from './useRefreshedList';
import { noteNewPost } from '../realtime/newPosts';
import { scheduledRecord } from '../sync/kinds/scheduledKinds';
import { isScheduledWrite } from './scheduledPosts';

/**
 * Replaces the device's scheduled posts with the server's list; one with a write of this device still
 * queued keeps the device's copy, and one the server never had (not sent yet) stays.
 */
export async function refreshScheduledPosts(db: MemberDb): Promise<void> {
  const { scheduledPosts } = await scheduledPostsApi.list();
  await db.transaction('rw', db.scheduledPosts, db.outbox, async () => {
    const queued = await db.outbox.toArray();
    const pending = (id: string) => queued.some((entry) => isScheduledWrite(entry, id));
    const listed = new Set(scheduledPosts.map((post) => post.id));
    for (const post of scheduledPosts) {
      if (pending(post.id)) continue;
      const before = await db.scheduledPosts.get(post.id);
      // Published by the worker meanwhile: the home feed offers it like any new post.
      if (post.postId && before && before.status !== 'published') noteNewPost(post.postId);
      await db.scheduledPosts.put(scheduledRecord(post));
    }
    for (const local of await db.scheduledPosts.toArray()) {
      if (!listed.has(local.id) && !pending(local.id) && local.origin !== 'local') {
        await db.scheduledPosts.delete(local.id);
      }
    }
  });
}

export interface ScheduledList extends RefreshedList<ScheduledPostRecord> {
  /** Soonest first; undefined until the device's copy has been read. */
  posts: ScheduledPostRecord[] | undefined;
}

const readScheduledPosts = (db: MemberDb) => db.scheduledPosts.orderBy('scheduledFor').toArray();

/** The member's scheduled posts from the device (offline too), refreshed from the server when shown. */
export function useScheduledPosts(): ScheduledList {
  const list = useRefreshedList(readScheduledPosts, refreshScheduledPosts, 'Failed to load scheduled posts');
  return { ...list, posts: list.items };
}
