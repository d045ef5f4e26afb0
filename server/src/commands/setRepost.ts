import type { RepostStateDto } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { notifyRepost, withdrawRepost } from '../notifications/triggers.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { bumpCounter } from './counters.js';
import { recordTimelineEvent } from './recordTimelineEvent.js';

/**
 * Reposts or un-reposts a post the member can see (their own included): `retweeted` sets the state,
 * undefined toggles it. A repost puts the post in the member's followers' feeds.
 */
export async function setRepost(
  ctx: AppContext,
  member: User,
  postId: string,
  retweeted: boolean | undefined,
): Promise<RepostStateDto> {
  const { models } = ctx.db;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const post = await findVisiblePost(models, postId, member.id, { transaction, lock: true });
    const key = { postId: post.id, userId: member.id };
    const current = (await models.Repost.count({ where: key, transaction })) > 0;
    const wanted = retweeted ?? !current;
    if (wanted && !current) {
      try {
        await models.Repost.create({ ...key, createdAt: new Date() }, { transaction });
        await bumpCounter(models, 'Post', post.id, 'repostsCount', 1, transaction);
        await notifyRepost(ctx, transaction, member.id, post);
        await recordTimelineEvent(ctx, transaction, { kind: 'repost', actorId: member.id, postId: post.id });
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
    } else if (!wanted && current) {
      const removed = await models.Repost.destroy({ where: key, transaction });
      if (removed > 0) {
        await bumpCounter(models, 'Post', post.id, 'repostsCount', -1, transaction);
        await recordTimelineEvent(ctx, transaction, {
          kind: 'unrepost',
          actorId: member.id,
          postId: post.id,
        });
      }
      await withdrawRepost(ctx, transaction, member.id, post);
    }
    await post.reload({ attributes: ['repostsCount'], transaction });
    return { isRetweeted: wanted, retweetsCount: post.repostsCount };
  });
}
