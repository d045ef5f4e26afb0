import type { PublicUserDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import type { User } from '../models/User.js';
import { presentPublicUser } from '../presenters/presentPublicUser.js';
import { loadUserCounts } from './userCounts.js';

/** Members as a list shows them to the viewer: their counts and whether the viewer follows each (two queries). */
export async function loadPeopleCards(
  db: Database,
  viewerId: string,
  users: readonly User[],
): Promise<PublicUserDto[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [counts, follows] = await Promise.all([
    loadUserCounts(db, ids, viewerId),
    db.models.Follow.findAll({
      where: { followerId: viewerId, followeeId: ids },
      attributes: ['followeeId'],
    }),
  ]);
  const followed = new Set(follows.map((f) => f.followeeId));
  return users.map((user) =>
    presentPublicUser(user, { counts: counts.get(user.id), isFollowing: followed.has(user.id) }),
  );
}
