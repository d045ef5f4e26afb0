import type { CommentDto, OutboxEntry, PostDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import type { CreateUndo } from '../../data/postCreate';
import { placeOwnPost, removePostLocally, storeFetchedPosts, updatePost } from '../../data/postRecords';
import { storeFetchedComments } from '../../data/commentRecords';
import type { CommentUndo } from '../../data/comments';
import type { KindHandler } from './types';

/** Posts and comments made on this device: replaced by the server's copy, or taken off again. */

async function storeCreatedPosts(db: MemberDb, posts: PostDto[]): Promise<void> {
  for (const post of await storeFetchedPosts(db, posts)) await placeOwnPost(db, post);
}

export const postCreateHandler: KindHandler = {
  async applySuccess(db, _entry, data) {
    const post = (data as { post?: PostDto } | undefined)?.post;
    if (post) await storeCreatedPosts(db, [post]);
  },
  async rollback(db, entry) {
    const undo = entry.undo as CreateUndo;
    const present = await db.posts.bulkGet(undo.postIds);
    for (const postId of undo.postIds) await removePostLocally(db, postId);
    if (undo.quotedPostId && present.some(Boolean)) {
      await updatePost(db, undo.quotedPostId, (p) => ({ quotesCount: Math.max(0, p.quotesCount - 1) }));
    }
  },
};

export const threadCreateHandler: KindHandler = {
  async applySuccess(db, _entry, data) {
    const posts = (data as { posts?: PostDto[] } | undefined)?.posts;
    if (posts) await storeCreatedPosts(db, posts);
  },
  rollback: postCreateHandler.rollback,
};

export const commentCreateHandler: KindHandler = {
  async applySuccess(db, _entry, data) {
    const comment = (data as { comment?: CommentDto } | undefined)?.comment;
    if (comment) await storeFetchedComments(db, [comment]);
  },
  async rollback(db, entry: OutboxEntry) {
    const undo = entry.undo as CommentUndo;
    const removed = await db.comments.get(undo.commentId);
    await db.comments.delete(undo.commentId);
    if (removed) {
      await updatePost(db, undo.postId, (p) => ({ commentsCount: Math.max(0, p.commentsCount - 1) }));
    }
  },
};
