import type { CommentDto, OutboxEntry, PostDto } from '@flock/shared';

/** Undo data of writes that change a post other than their subject (a comment changes its post's count). */
export interface RelatedPostUndo {
  postId: string;
}

/**
 * Which fields of which post a queued write changed on this device: while it is queued, a copy of
 * that post fetched from the server keeps these local values. `post.delete` lists none: the post is
 * not stored again at all.
 */
export function localPostFields(
  entry: OutboxEntry,
): { postId: string; fields: readonly (keyof PostDto)[] } | null {
  switch (entry.kind) {
    case 'post.like':
      return { postId: entry.entityId, fields: ['isLiked', 'likesCount'] };
    case 'post.repost':
      return { postId: entry.entityId, fields: ['isRetweeted', 'retweetsCount'] };
    case 'post.bookmark':
      return { postId: entry.entityId, fields: ['isBookmarked', 'bookmarkId'] };
    case 'poll.vote':
      return { postId: entry.entityId, fields: ['poll'] };
    case 'post.delete':
      return { postId: entry.entityId, fields: [] };
    case 'comment.create':
    case 'comment.reply':
      return { postId: (entry.undo as RelatedPostUndo).postId, fields: ['commentsCount'] };
    case 'post.quote': {
      const quoted = (entry.undo as { quotedPostId?: string }).quotedPostId;
      return quoted ? { postId: quoted, fields: ['quotesCount'] } : null;
    }
    default:
      return null;
  }
}

/** The same for comments: a queued comment like keeps its local state over a fetched copy. */
export function localCommentFields(
  entry: OutboxEntry,
): { commentId: string; fields: readonly (keyof CommentDto)[] } | null {
  return entry.kind === 'comment.like'
    ? { commentId: entry.entityId, fields: ['isLiked', 'likesCount'] }
    : null;
}
