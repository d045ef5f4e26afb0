import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { NO_COUNTS, type UserCounts } from '../presenters/presentPublicUser.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { listedUserSql } from './listedMembers.js';

interface CountRow {
  id: string;
  followers: number | string;
  following: number | string;
  posts: number | string;
}

/**
 * Followers, following and posts of each member, in one query for the whole list. Follows count
 * only listed members, so the numbers match the followers and following lists. With a viewer,
 * posts count only what that viewer may see (a member's private posts are nobody else's business).
 */
export async function loadUserCounts(
  db: Database,
  userIds: readonly string[],
  viewerId?: string,
): Promise<Map<string, UserCounts>> {
  const counts = new Map<string, UserCounts>();
  if (userIds.length === 0) return counts;
  const rows = await db.sequelize.query<CountRow>(
    `SELECT u.id,
       (SELECT COUNT(*) FROM follows f JOIN users fu ON fu.id = f.follower_id
         WHERE f.followee_id = u.id AND ${listedUserSql('fu')}) AS followers,
       (SELECT COUNT(*) FROM follows f JOIN users fu ON fu.id = f.followee_id
         WHERE f.follower_id = u.id AND ${listedUserSql('fu')}) AS following,
       (SELECT COUNT(*) FROM posts p WHERE p.author_id = u.id
         ${viewerId ? `AND ${visiblePostSql('p')}` : ''}) AS posts
     FROM users u WHERE u.id IN (:userIds)`,
    { type: QueryTypes.SELECT, replacements: { userIds: [...new Set(userIds)], viewerId: viewerId ?? null } },
  );
  for (const row of rows) {
    counts.set(row.id, {
      followers: Number(row.followers),
      following: Number(row.following),
      posts: Number(row.posts),
    });
  }
  return counts;
}

export async function loadCountsOf(db: Database, userId: string, viewerId?: string): Promise<UserCounts> {
  return (await loadUserCounts(db, [userId], viewerId)).get(userId) ?? NO_COUNTS;
}
