import type { HashtagFollowStateDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { recordTimelineEvent } from './recordTimelineEvent.js';

/**
 * Follows or unfollows a hashtag (`asked` as written in the request). Doing it twice changes nothing;
 * a change queues the timeline job that brings the hashtag's posts into the member's home feed, or
 * takes them out. A hashtag followed before anyone used it keeps the spelling it was followed with.
 */
export async function setHashtagFollowing(
  ctx: AppContext,
  member: User,
  asked: string,
  following: boolean,
): Promise<HashtagFollowStateDto> {
  const { Hashtag, HashtagFollow } = ctx.db.models;
  const tag = asked.toLowerCase();
  const key = { userId: member.id, tag };
  await ctx.db.sequelize.transaction(async (transaction) => {
    const event = { actorId: member.id, hashtag: tag };
    if (!following) {
      const removed = await HashtagFollow.destroy({ where: key, transaction });
      if (removed > 0) await recordTimelineEvent(ctx, transaction, { kind: 'tag_unfollow', ...event });
      return;
    }
    if ((await HashtagFollow.count({ where: key, transaction })) > 0) return;
    const now = new Date();
    await Hashtag.bulkCreate([{ tag, name: asked, createdAt: now }], { transaction, ignoreDuplicates: true });
    await HashtagFollow.bulkCreate([{ ...key, createdAt: now }], { transaction, ignoreDuplicates: true });
    await recordTimelineEvent(ctx, transaction, { kind: 'tag_follow', ...event });
  });
  const [name, followerCount] = await Promise.all([
    Hashtag.findByPk(tag).then((row) => row?.name ?? asked),
    HashtagFollow.count({ where: { tag } }),
  ]);
  return { name, isFollowing: following, followerCount };
}
