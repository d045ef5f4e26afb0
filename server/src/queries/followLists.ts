import type { PublicUserDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
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
 * the viewer sees them. `total` is the same number as the profile's count.
 */
export async function loadFollowList(
  db: Database,
  viewerId: string,
  memberId: string,
  direction: FollowDirection,
  page: { limit: number; offset: number },
): Promise<FollowListPage> {
  const { member, listed } = COLUMNS[direction];
  const from = `FROM follows f JOIN users u ON u.id = f.${listed}
    WHERE f.${member} = :memberId AND ${listedUserSql('u')}`;
  const [rows, [totalRow]] = await Promise.all([
    db.sequelize.query<{ id: string }>(
      `SELECT u.id ${from} ORDER BY f.created_at DESC, u.id DESC LIMIT :rows OFFSET :offset`,
      {
        type: QueryTypes.SELECT,
        replacements: { memberId, rows: page.limit + 1, offset: page.offset },
      },
    ),
    db.sequelize.query<{ total: number | string }>(`SELECT COUNT(*) AS total ${from}`, {
      type: QueryTypes.SELECT,
      replacements: { memberId },
    }),
  ]);
  const ids = rows.slice(0, page.limit).map((r) => r.id);
  const users = ids.length > 0 ? await db.models.User.findAll({ where: { id: ids } }) : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    users: await loadPeopleCards(db, viewerId, ordered),
    hasMore: rows.length > page.limit,
    total: Number(totalRow?.total ?? 0),
  };
}
