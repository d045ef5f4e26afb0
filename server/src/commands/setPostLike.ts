import type { LikeStateDto } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { notifyPostLike, withdrawPostLike } from '../notifications/triggers.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { bumpCounter } from './counters.js';

/**
 * Likes or unlikes a post the member can see: `liked` sets the state, undefined toggles it. The
 * post row is locked first, so the like row and likesCount always change together.
 */
export async function setPostLike(
  ctx: AppContext,
  member: User,
  postId: string,
  liked: boolean | undefined,
): Promise<LikeStateDto> {
  const { models } = ctx.db;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const post = await findVisiblePost(models, postId, member.id, { transaction, lock: true });
    const key = { postId: post.id, userId: member.id };
    const current = (await models.PostLike.count({ where: key, transaction })) > 0;
    const wanted = liked ?? !current;
    if (wanted && !current) {
      try {
        await models.PostLike.create({ ...key, createdAt: new Date() }, { transaction });
        await bumpCounter(models, 'Post', post.id, 'likesCount', 1, transaction);
        await notifyPostLike(ctx, transaction, member.id, post);
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
    } else if (!wanted && current) {
      const removed = await models.PostLike.destroy({ where: key, transaction });
      if (removed > 0) await bumpCounter(models, 'Post', post.id, 'likesCount', -1, transaction);
      await withdrawPostLike(ctx, transaction, member.id, post);
    }
    await post.reload({ attributes: ['likesCount'], transaction });
    return { isLiked: wanted, likesCount: post.likesCount };
  });
}
