import { isApiError } from '../api/ApiError';
import { postsApi } from '../api/posts';
import type { MemberDb } from '../db/memberDb';
import { blobsKeptByDrafts } from '../data/draftMedia';
import { localBlobId } from '../data/localMedia';
import { removePostLocally, storeFetchedPosts } from '../data/postRecords';
import { rollbackEntry } from './kinds/handlers';

/**
 * Catches up with what happened while this page was not the one draining: the service worker sends
 * entries without touching the page's records and marks refusals without rolling them back.
 */
export async function reconcileOutbox(db: MemberDb): Promise<void> {
  await rollBackUnhandledFailures(db);
  await settleRecordsSentElsewhere(db);
  await collectOrphanMedia(db);
}

export async function rollBackUnhandledFailures(db: MemberDb): Promise<void> {
  const failed = await db.outbox
    .where('state')
    .equals('failed')
    .filter((e) => !e.rolledBack)
    .sortBy('seq');
  for (const entry of failed.reverse()) {
    await db.transaction('rw', db.tables, async () => {
      await rollbackEntry(db, entry);
      await db.outbox.update(entry.id, { rolledBack: true });
    });
  }
}

/** Records made here whose write is no longer queued were sent by the worker: take the server's copy. */
async function settleRecordsSentElsewhere(db: MemberDb): Promise<void> {
  const queued = new Set((await db.outbox.toArray()).flatMap((e) => [e.entityId, ...(e.creates ?? [])]));
  const posts = (await db.posts.where('origin').equals('local').toArray()).filter((p) => !queued.has(p.id));
  for (const local of posts) {
    try {
      const { post } = await postsApi.get(local.id);
      await db.transaction('rw', db.tables, async () => storeFetchedPosts(db, [post]));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        await db.transaction('rw', db.tables, async () => removePostLocally(db, local.id));
      }
    }
  }
  const comments = await db.comments.where('origin').equals('local').toArray();
  for (const comment of comments.filter((c) => !queued.has(c.id))) {
    const { origin: _origin, ...confirmed } = comment;
    await db.comments.put(confirmed);
  }
}

/** Files kept for uploads that are done or discarded (the composer's and drafts' files stay). */
export async function collectOrphanMedia(db: MemberDb): Promise<void> {
  const tables = [db.outbox, db.posts, db.mediaBlobs, db.composerAutosave, db.drafts, db.scheduledPosts];
  await db.transaction('rw', tables, async () => {
    const kept = new Set<string>(await blobsKeptByDrafts(db));
    for (const entry of await db.outbox.toArray()) entry.multipart?.files.forEach((f) => kept.add(f.blobId));
    for (const post of await db.posts.where('origin').equals('local').toArray()) {
      for (const media of post.mediaUrls) {
        const blobId = localBlobId(media.url);
        if (blobId) kept.add(blobId);
      }
    }
    const stored = await db.mediaBlobs.toCollection().primaryKeys();
    await db.mediaBlobs.bulkDelete(stored.filter((id) => !kept.has(id)));
  });
}
