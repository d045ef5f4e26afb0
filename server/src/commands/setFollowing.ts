import type { FollowStateDto } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { notifyFollow, withdrawFollow } from '../notifications/triggers.js';
import { assertMayFollow } from '../policies/followPolicy.js';
import { findListedMember } from '../queries/listedMembers.js';
import { loadCountsOf } from '../queries/userCounts.js';
import { recordTimelineEvent } from './recordTimelineEvent.js';

/**
 * Follows or unfollows a member. Doing it twice changes nothing, also when two requests race: the
 * follow row's primary key admits one. Only listed members can be followed; anyone can be unfollowed.
 * The count is computed afterwards, so it is always the number of rows.
 */
export async function setFollowing(
  ctx: AppContext,
  member: User,
  followeeId: string,
  following: boolean,
): Promise<FollowStateDto> {
  const { Follow, User } = ctx.db.models;
  assertMayFollow(member.id, followeeId);
  const followee = !isUuid(followeeId)
    ? null
    : following
      ? await findListedMember(ctx.db.models, followeeId)
      : await User.findByPk(followeeId, { attributes: ['id'] });
  if (!followee) throw new AppError('user_not_found');
  const key = { followerId: member.id, followeeId: followee.id };
  await ctx.db.sequelize.transaction(async (transaction) => {
    const event = { actorId: member.id, targetId: followee.id };
    if (!following) {
      const removed = await Follow.destroy({ where: key, transaction });
      await withdrawFollow(ctx, transaction, member.id, followee.id);
      if (removed > 0) await recordTimelineEvent(ctx, transaction, { kind: 'unfollow', ...event });
      return;
    }
    if ((await Follow.count({ where: key, transaction })) > 0) return;
    try {
      await Follow.create({ ...key, createdAt: new Date() }, { transaction });
      await notifyFollow(ctx, transaction, member.id, followee.id);
      await recordTimelineEvent(ctx, transaction, { kind: 'follow', ...event });
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
  });
  const { followers } = await loadCountsOf(ctx.db, followee.id);
  return { isFollowing: following, followersCount: followers };
}
