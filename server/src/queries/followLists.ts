import type { PublicUserDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { listedUserSql } from './listedMembers.js';
import { loadPeopleCards } from './peopleCards.js';

export type FollowDirection = 'followers' | 'following';

/** For each direction: the column naming the member, and the one naming the people listed. */
const COLUMNS: Record<FollowDirection, { member: string; listed: string }> = {
  followers: { member: 'followee_id', listed: 'follower_id' },
  following: { member: 'follower_id', listed: 'followee_id' },
};

export interface FollowListPage {
  users: PublicUserDto[];
  hasMore: boolean;
  total: number;
}

/**
 * Who follows `memberId` (or whom they follow), listed members only, the newest follow first, as
 * the viewer sees them. `total` is the same number as the profile's count: an uncorrelated subquery in
 * the page's statement (run once); a page past the end, which has no row to carry it, counts apart.
 */
export async function loadFollowList(
  db: Database,
  viewerId: string,
  memberId: string,
  direction: FollowDirection,
  page: { limit: number; offset: number },
): Promise<FollowListPage> {
  const { member, listed } = COLUMNS[direction];
  /** The member's follows joined to the listed people, under the given aliases. */
  const from = (follow: string, user: string) =>
    `FROM follows ${follow} JOIN users ${user} ON ${user}.id = ${follow}.${listed}
     WHERE ${follow}.${member} = :memberId AND ${listedUserSql(user)}`;
  const countSql = `SELECT COUNT(*) AS total ${from('cf', 'cu')}`;
  const replacements = { memberId, rows: page.limit + 1, offset: page.offset };
  const rows = await db.select<{ id: string; total: number | string }>(
    `SELECT u.id, (${countSql}) AS total ${from('f', 'u')}
     ORDER BY f.created_at DESC, u.id DESC LIMIT :rows OFFSET :offset`,
    replacements,
  );
  // An empty first page has nothing to count; a page past the end has no row to carry the total.
  const [counted] =
    rows.length > 0 || page.offset === 0
      ? rows
      : await db.select<{ total: number | string }>(countSql, replacements);
  const ids = rows.slice(0, page.limit).map((r) => r.id);
  const users = ids.length > 0 ? await db.models.User.findAll({ where: { id: ids } }) : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    users: await loadPeopleCards(db, viewerId, ordered),
    hasMore: rows.length > page.limit,
    total: Number(counted?.total ?? 0),
  };
}
