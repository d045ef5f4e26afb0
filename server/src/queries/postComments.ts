import type { CommentDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { AUTHOR_ATTRIBUTES } from '../presenters/presentAuthor.js';
import { presentComment } from '../presenters/presentComment.js';

export interface CommentPage {
  comments: CommentDto[];
  hasMore: boolean;
}

/** A post's comments and replies, oldest first, with the viewer's like flags (three queries per page). */
export async function loadPostComments(
  db: Database,
  viewerId: string,
  postId: string,
  page: { limit: number; offset: number },
): Promise<CommentPage> {
  const { Comment, CommentLike, User } = db.models;
  const rows = await Comment.findAll({
    where: { postId },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: page.limit + 1,
    offset: page.offset,
  });
  const comments = rows.slice(0, page.limit);
  if (comments.length === 0) return { comments: [], hasMore: false };
  const ids = comments.map((c) => c.id);
  const [users, likes] = await Promise.all([
    User.findAll({
      where: { id: [...new Set(comments.map((c) => c.userId))] },
      attributes: [...AUTHOR_ATTRIBUTES],
    }),
    CommentLike.findAll({ where: { userId: viewerId, commentId: ids }, attributes: ['commentId'] }),
  ]);
  const usersById = new Map(users.map((u) => [u.id, u]));
  const liked = new Set(likes.map((l) => l.commentId));
  return {
    comments: comments.map((c) => presentComment(c, usersById.get(c.userId)!, liked.has(c.id))),
    hasMore: rows.length > page.limit,
  };
}
