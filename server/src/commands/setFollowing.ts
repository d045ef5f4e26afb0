import type { FollowStateDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { assertMayFollow } from '../policies/followPolicy.js';

/** Follows or unfollows a member. Doing it twice changes nothing. */
export async function setFollowing(
  ctx: AppContext,
  member: User,
  followeeId: string,
  following: boolean,
): Promise<FollowStateDto> {
  const { Follow, User } = ctx.db.models;
  assertMayFollow(member.id, followeeId);
  const followee = isUuid(followeeId) ? await User.findByPk(followeeId, { attributes: ['id'] }) : null;
  if (!followee) throw new AppError('user_not_found');
  const key = { followerId: member.id, followeeId: followee.id };
  if (following) {
    await Follow.findOrCreate({ where: key, defaults: { ...key, createdAt: new Date() } });
  } else {
    await Follow.destroy({ where: key });
  }
  const followersCount = await Follow.count({ where: { followeeId: followee.id } });
  return { isFollowing: following, followersCount };
}
