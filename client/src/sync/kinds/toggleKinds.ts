import type { BookmarkDto, FollowStateDto, LikeStateDto, OutboxEntry, RepostStateDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import { updatePost } from '../../data/postRecords';
import { nextQueuedToggle, rolledBackCount, type ToggleUndo } from '../toggles';
import { applyBookmarkToggle, rollBackBookmarkToggle } from './collectionKinds';
import type { KindHandler } from './types';

/**
 * On/off writes. A confirmed answer is applied unless a newer toggle of the same record is still
 * queued (its optimistic state stays on screen). A refusal puts the last confirmed state back; with
 * a newer toggle queued, that one inherits the confirmed state to fall back to instead.
 */
function toggleHandler(
  apply: (db: MemberDb, entry: OutboxEntry, data: unknown) => Promise<unknown>,
  rollback: (db: MemberDb, entityId: string, undo: ToggleUndo) => Promise<unknown>,
): KindHandler {
  return {
    async applySuccess(db, entry, data) {
      if (!(await nextQueuedToggle(db, entry))) await apply(db, entry, data);
    },
    async rollback(db, entry) {
      const next = await nextQueuedToggle(db, entry);
      if (next) await db.outbox.update(next.id, { undo: entry.undo });
      else await rollback(db, entry.entityId, entry.undo as ToggleUndo);
    },
  };
}

export const postLikeHandler = toggleHandler(
  (db, entry, data) => {
    const state = data as LikeStateDto | undefined;
    return state
      ? updatePost(db, entry.entityId, () => ({ isLiked: state.isLiked, likesCount: state.likesCount }))
      : Promise.resolve();
  },
  (db, postId, undo) =>
    updatePost(db, postId, (p) => ({
      isLiked: undo.on,
      likesCount: rolledBackCount(p.isLiked, p.likesCount, undo),
    })),
);

export const postRepostHandler = toggleHandler(
  (db, entry, data) => {
    const state = data as RepostStateDto | undefined;
    return state
      ? updatePost(db, entry.entityId, () => ({
          isRetweeted: state.isRetweeted,
          retweetsCount: state.retweetsCount,
        }))
      : Promise.resolve();
  },
  (db, postId, undo) =>
    updatePost(db, postId, (p) => ({
      isRetweeted: undo.on,
      retweetsCount: rolledBackCount(p.isRetweeted, p.retweetsCount, undo),
    })),
);

const postBookmarkFlagHandler = toggleHandler(
  (db, entry, data) => {
    const bookmark = (data as { bookmark?: BookmarkDto } | undefined)?.bookmark;
    if (entry.method === 'DELETE')
      return updatePost(db, entry.entityId, () => ({ isBookmarked: false, bookmarkId: null }));
    return updatePost(db, entry.entityId, (p) => ({
      isBookmarked: true,
      bookmarkId: bookmark?.id ?? p.bookmarkId,
    }));
  },
  async (db, postId, undo) => {
    await rollBackBookmarkToggle(db, postId, undo);
    await updatePost(db, postId, () => ({
      isBookmarked: undo.on,
      bookmarkId: (undo.extra?.bookmarkId as string | null | undefined) ?? null,
    }));
  },
);

/** The post's flag, and the bookmark record and folder counts (collectionKinds.ts). */
export const postBookmarkHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    await applyBookmarkToggle(db, entry, data);
    await postBookmarkFlagHandler.applySuccess(db, entry, data);
  },
  rollback: (db, entry) => postBookmarkFlagHandler.rollback(db, entry),
};

export const commentLikeHandler = toggleHandler(
  async (db, entry, data) => {
    const state = data as LikeStateDto | undefined;
    if (state)
      await db.comments.update(entry.entityId, { isLiked: state.isLiked, likesCount: state.likesCount });
  },
  async (db, commentId, undo) => {
    const comment = await db.comments.get(commentId);
    if (!comment) return;
    await db.comments.put({
      ...comment,
      isLiked: undo.on,
      likesCount: rolledBackCount(comment.isLiked, comment.likesCount, undo),
    });
  },
);

export const followHandler = toggleHandler(
  async (db, entry, data) => {
    const state = data as FollowStateDto | undefined;
    if (state) await db.follows.put({ userId: entry.entityId, ...state });
  },
  async (db, userId, undo) => {
    const current = await db.follows.get(userId);
    const count = current?.followersCount ?? null;
    await db.follows.put({
      userId,
      isFollowing: undo.on,
      followersCount:
        count === null ? undo.count : rolledBackCount(current?.isFollowing ?? undo.on, count, undo),
    });
  },
);
