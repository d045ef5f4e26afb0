import type { LikeStateDto } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { notifyCommentLike, withdrawCommentLike } from '../notifications/triggers.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { bumpCounter } from './counters.js';

/** Likes or unlikes a comment on a post the member can see; `liked` sets, undefined toggles. */
export async function setCommentLike(
  ctx: AppContext,
  member: User,
  commentId: string,
  liked: boolean | undefined,
): Promise<LikeStateDto> {
  const { models } = ctx.db;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const comment = isUuid(commentId)
      ? await models.Comment.findByPk(commentId, { transaction, lock: transaction.LOCK.UPDATE })
      : null;
    if (!comment) throw new AppError('comment_not_found');
    await findVisiblePost(models, comment.postId, member.id, { transaction });
    const key = { commentId: comment.id, userId: member.id };
    const current = (await models.CommentLike.count({ where: key, transaction })) > 0;
    const wanted = liked ?? !current;
    if (wanted && !current) {
      try {
        await models.CommentLike.create({ ...key, createdAt: new Date() }, { transaction });
        await bumpCounter(models, 'Comment', comment.id, 'likesCount', 1, transaction);
        await notifyCommentLike(ctx, transaction, member.id, comment);
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
    } else if (!wanted && current) {
      const removed = await models.CommentLike.destroy({ where: key, transaction });
      if (removed > 0) await bumpCounter(models, 'Comment', comment.id, 'likesCount', -1, transaction);
      await withdrawCommentLike(ctx, transaction, member.id, comment);
    }
    await comment.reload({ attributes: ['likesCount'], transaction });
    return { isLiked: wanted, likesCount: comment.likesCount };
  });
}
