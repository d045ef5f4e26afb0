import type { OutboxEntry } from '@flock/shared';
import { postPaths } from '../api/posts';
import type { MemberDb } from '../db/memberDb';
import type { FeedEntryRecord, PostRecord } from '../db/records';
import { activeMemberId } from '../sync/member';
import { enqueue, isUntouched } from '../sync/outboxQueue';
import { withSnippet } from './labels';
import { removePostLocally } from './postRecords';
import { LocalValidationError, writeLocally } from './writeTransaction';

export interface DeleteUndo {
  post: PostRecord;
  feedEntries: FeedEntryRecord[];
}

export const NOT_YOUR_POST_MESSAGE = 'You can only delete your own posts.';

/**
 * Deletes one of the member's posts at once. A post made on this device and never sent is simply
 * dropped, together with everything queued about it: the server never hears of it.
 */
export async function deletePost(postId: string): Promise<void> {
  const memberId = activeMemberId();
  // Loaded before the transaction (an import awaited inside it would let IndexedDB commit it).
  const { discardEntries } = await import('../sync/discard');
  return writeLocally(async (db) => {
    const post = await db.posts.get(postId);
    if (post && post.author.id !== memberId) throw new LocalValidationError(NOT_YOUR_POST_MESSAGE);
    const creator = await creatingEntry(db, postId);
    if (creator && isUntouched(creator) && (creator.creates ?? []).length === 1) {
      await discardEntries(db, creator);
      return;
    }
    if (!post) return;
    const feedEntries = await db.feedEntries.where('postId').equals(postId).toArray();
    await removePostLocally(db, postId);
    await enqueue(db, {
      method: 'DELETE',
      path: postPaths.one(postId),
      okStatuses: [404],
      kind: 'post.delete',
      entityId: postId,
      label: withSnippet('Delete a post', post.content),
      undo: { post, feedEntries } satisfies DeleteUndo,
    });
  });
}

async function creatingEntry(db: MemberDb, postId: string): Promise<OutboxEntry | undefined> {
  const entries = await db.outbox.where('entityId').equals(postId).toArray();
  return entries.find((e) => e.creates?.includes(postId));
}
