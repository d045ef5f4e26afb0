import type { PublicUserDto } from '@flock/shared';
import { literal, Op } from 'sequelize';
import type { Database } from '../db/database.js';
import { presentPublicUser } from '../presenters/presentPublicUser.js';
import { likeCondition, prefixPattern } from './likePattern.js';
import { loadUserCounts } from './userCounts.js';

/**
 * Active, verified members whose username, first or last name starts with `text` (literally, any
 * case), never the viewer, with whether the viewer follows each. Three queries whatever the limit.
 */
export async function searchUsers(
  db: Database,
  viewerId: string,
  text: string,
  limit: number,
): Promise<PublicUserDto[]> {
  const { Follow, User } = db.models;
  const matches = [
    likeCondition(db, 'User.username_lower', { lowered: true }),
    likeCondition(db, 'User.first_name'),
    likeCondition(db, 'User.last_name'),
  ].join(' OR ');
  const users = await User.findAll({
    where: {
      [Op.and]: [
        { id: { [Op.ne]: viewerId } },
        { isActive: true },
        { emailVerifiedAt: { [Op.ne]: null } },
        literal(`(${matches})`),
      ],
    },
    replacements: { likePattern: prefixPattern(text) },
    order: [['usernameLower', 'ASC']],
    limit,
  });
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [counts, follows] = await Promise.all([
    loadUserCounts(db, ids),
    Follow.findAll({ where: { followerId: viewerId, followeeId: ids }, attributes: ['followeeId'] }),
  ]);
  const followed = new Set(follows.map((f) => f.followeeId));
  return users.map((user) =>
    presentPublicUser(user, { counts: counts.get(user.id), isFollowing: followed.has(user.id) }),
  );
}
