import type { CommentDto, CommentCreateSchema } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Comment } from '../models/Comment.js';
import type { User } from '../models/User.js';
import { notifyComment } from '../notifications/triggers.js';
import { presentComment } from '../presenters/presentComment.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { findReplayedRecord } from './clientIds.js';
import { bumpCounter } from './counters.js';

export type CommentValues = z.output<typeof CommentCreateSchema>;

export interface CreatedComment {
  comment: CommentDto;
  created: boolean;
}

/**
 * Comments on a post the member can see, or replies to one of its comments (`parentId`, which must
 * belong to that post). The post's commentsCount counts both.
 */
export async function addComment(
  ctx: AppContext,
  member: User,
  postId: string,
  values: CommentValues,
  parentId: string | null = null,
): Promise<CreatedComment> {
  const { models } = ctx.db;
  const findOwn = () =>
    findReplayedRecord(
      values.id,
      (id) => models.Comment.findByPk(id),
      (c) => c.userId,
      member.id,
    );
  const replayed = await findOwn();
  if (replayed) return { comment: await presentOwn(ctx, member, replayed), created: false };
  try {
    const comment = await ctx.db.sequelize.transaction(async (transaction) => {
      const post = await findVisiblePost(models, postId, member.id, { transaction, lock: true });
      if (parentId !== null) {
        const parent = isUuid(parentId) ? await models.Comment.findByPk(parentId, { transaction }) : null;
        if (!parent || parent.postId !== post.id) throw new AppError('comment_not_found');
      }
      const now = new Date();
      const created = await models.Comment.create(
        {
          ...(values.id ? { id: values.id } : {}),
          postId: post.id,
          userId: member.id,
          parentId,
          content: values.content,
          createdAt: now,
          updatedAt: now,
        },
        { transaction },
      );
      await bumpCounter(models, 'Post', post.id, 'commentsCount', 1, transaction);
      await notifyComment(ctx, transaction, post, created);
      return created;
    });
    return { comment: presentComment(comment, member, false), created: true };
  } catch (error) {
    const raced = error instanceof UniqueConstraintError ? await findOwn() : null;
    if (!raced) throw error;
    return { comment: await presentOwn(ctx, member, raced), created: false };
  }
}

async function presentOwn(ctx: AppContext, member: User, comment: Comment): Promise<CommentDto> {
  const liked = await ctx.db.models.CommentLike.count({
    where: { commentId: comment.id, userId: member.id },
  });
  return presentComment(comment, member, liked > 0);
}
