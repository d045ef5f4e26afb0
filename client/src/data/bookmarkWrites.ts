import { uuidv7, type OutboxEntry } from '@flock/shared';
import { bookmarkPaths } from '../api/bookmarks';
import type { MemberDb } from '../db/memberDb';
import type { PostRecord } from '../db/records';
import { enqueue, isUntouched } from '../sync/outboxQueue';
import { queueToggle, type ToggleUndo } from '../sync/toggles';
import type { BookmarkMoveUndo } from './bookmarkMoves';
import { handleOf } from './ownAuthor';
import { POST_NOT_ON_DEVICE_MESSAGE } from './postToggles';
import { LocalValidationError, writeLocally } from './writeTransaction';

/**
 * Saving a post, filing it in a folder and removing it: the post's flag, the bookmark record and the
 * outbox entry change in one transaction. Bookmarks get a client id; removal and moves go by the
 * post's id, so they work for a bookmark made offline too.
 */

async function storedPost(db: MemberDb, postId: string): Promise<PostRecord> {
  const post = await db.posts.get(postId);
  if (!post) throw new LocalValidationError(POST_NOT_ON_DEVICE_MESSAGE);
  return post;
}

const folderNeeds = (folderId: string | null) => (folderId ? [folderId] : undefined);

/** Bookmarks the post into `folderId` (null: All Bookmarks only), or moves its bookmark there. */
export function saveBookmark(postId: string, folderId: string | null): Promise<void> {
  return writeLocally(async (db) => {
    const post = await storedPost(db, postId);
    const record = await db.bookmarks.where('postId').equals(postId).first();
    if (post.isBookmarked && record?.folderId === folderId) return;
    if (post.isBookmarked && record) {
      await moveQueuedOrSent(db, post, record.folderId, folderId);
      await db.bookmarks.update(record.id, { folderId });
      return;
    }
    await bookmarkOn(db, post, folderId);
  });
}

/** The post card's button: saves into All Bookmarks, or removes the bookmark. */
export function togglePostBookmark(postId: string): Promise<void> {
  return writeLocally(async (db) => {
    const post = await storedPost(db, postId);
    if (post.isBookmarked) await bookmarkOff(db, post);
    else await bookmarkOn(db, post, null);
  });
}

export function removeBookmark(postId: string): Promise<void> {
  return writeLocally(async (db) => {
    const post = await storedPost(db, postId);
    if (post.isBookmarked) await bookmarkOff(db, post);
  });
}

interface BookmarkExtra {
  bookmarkId?: string | null;
  folderId?: string | null;
  createdAt?: string | null;
}

async function bookmarkOn(db: MemberDb, post: PostRecord, folderId: string | null): Promise<void> {
  const latest = await latestToggle(db, post.id);
  if (latest && isUntouched(latest) && latest.method === 'DELETE') {
    // Removed and saved again before anything was sent: the server's bookmark never went away.
    const kept = (latest.undo as ToggleUndo).extra as BookmarkExtra;
    const keptId = kept.bookmarkId ?? uuidv7();
    const keptFolder = kept.folderId ?? null;
    await db.outbox.delete(latest.id);
    await db.posts.put({ ...post, isBookmarked: true, bookmarkId: keptId });
    await db.bookmarks.where('postId').equals(post.id).delete();
    await db.bookmarks.put({
      id: keptId,
      postId: post.id,
      folderId: folderId,
      createdAt: kept.createdAt ?? new Date().toISOString(),
    });
    if (keptFolder !== folderId) await moveQueuedOrSent(db, post, keptFolder, folderId);
    return;
  }
  const bookmarkId = uuidv7();
  const before = await confirmedState(db, post);
  await db.posts.put({ ...post, isBookmarked: true, bookmarkId });
  await db.bookmarks.where('postId').equals(post.id).delete();
  await db.bookmarks.put({ id: bookmarkId, postId: post.id, folderId, createdAt: new Date().toISOString() });
  await queueToggle(db, {
    kind: 'post.bookmark',
    entityId: post.id,
    desired: true,
    dependsOn: folderNeeds(folderId),
    before,
    request: () => ({
      method: 'POST',
      path: bookmarkPaths.create,
      body: { id: bookmarkId, postId: post.id, folderId },
    }),
    label: () => `Bookmark a post by ${handleOf(post.author)}`,
  });
}

async function bookmarkOff(db: MemberDb, post: PostRecord): Promise<void> {
  // Moves not sent yet are moot once the bookmark goes.
  const moves = await db.outbox
    .where('entityId')
    .equals(post.id)
    .filter((e) => e.kind === 'bookmark.move' && isUntouched(e))
    .toArray();
  await db.outbox.bulkDelete(moves.map((e) => e.id));
  const before = await confirmedState(db, post);
  await db.posts.put({ ...post, isBookmarked: false, bookmarkId: null });
  await db.bookmarks.where('postId').equals(post.id).delete();
  await queueToggle(db, {
    kind: 'post.bookmark',
    entityId: post.id,
    desired: false,
    before,
    request: () => ({
      method: 'DELETE',
      path: bookmarkPaths.one(post.id),
      body: undefined,
      okStatuses: [404],
    }),
    label: () => `Remove the bookmark on a post by ${handleOf(post.author)}`,
  });
}

/** The bookmark as the device knows it now, for the undo of a new toggle entry. */
async function confirmedState(db: MemberDb, post: PostRecord) {
  const record = await db.bookmarks.where('postId').equals(post.id).first();
  return {
    on: post.isBookmarked,
    count: null,
    extra: {
      bookmarkId: post.bookmarkId,
      folderId: record?.folderId ?? null,
      createdAt: record?.createdAt ?? null,
    },
  };
}

/**
 * A bookmark whose create is still unsent is filed by changing that create; one the server may have
 * gets a move of its own.
 */
async function moveQueuedOrSent(
  db: MemberDb,
  post: PostRecord,
  from: string | null,
  to: string | null,
): Promise<void> {
  const latest = await latestToggle(db, post.id);
  if (latest && isUntouched(latest) && latest.method === 'POST') {
    await db.outbox.update(latest.id, {
      body: { ...(latest.body as object), folderId: to },
      dependsOn: folderNeeds(to),
    });
    return;
  }
  await enqueue(db, {
    method: 'PUT',
    path: bookmarkPaths.one(post.id),
    body: { folderId: to },
    kind: 'bookmark.move',
    entityId: post.id,
    dependsOn: folderNeeds(to),
    label: `Move a bookmarked post by ${handleOf(post.author)}`,
    undo: { postId: post.id, from } satisfies BookmarkMoveUndo,
  });
}

async function latestToggle(db: MemberDb, postId: string): Promise<OutboxEntry | undefined> {
  const toggles = await db.outbox
    .where('entityId')
    .equals(postId)
    .filter((e) => e.kind === 'post.bookmark')
    .sortBy('seq');
  return toggles.at(-1);
}
