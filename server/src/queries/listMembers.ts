import type { ExploreFilter, PublicUserDto } from '@flock/shared';
import { literal, Op, type Order, type WhereOptions } from 'sequelize';
import type { Database } from '../db/database.js';
import type { User } from '../models/User.js';
import { likeCondition, prefixPattern } from './likePattern.js';
import { listedUserWhere } from './listedMembers.js';
import { loadPeopleCards } from './peopleCards.js';

export interface MemberListQuery {
  /** Prefix of the username, the full or last name, or a whole email address; '' lists everyone. */
  text: string;
  relation: ExploreFilter;
  order: 'username' | 'newest';
  limit: number;
  offset: number;
}

const ORDERS: Record<MemberListQuery['order'], Order> = {
  username: [['usernameLower', 'ASC']],
  newest: [
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ],
};

const FOLLOWED_BY_VIEWER =
  'EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = :viewerId AND f.followee_id = User.id)';

/**
 * What a member is found by: a prefix, literal (%, _ and \ escaped) and in any case, of the
 * username, the full name or the last name; the email only when the search is that whole address
 * (a prefix of it would let anyone read an address out one character at a time). The email is never shown.
 */
function matchSql(db: Database): string {
  const fullName =
    db.dialect === 'mysql'
      ? "CONCAT(User.first_name, ' ', User.last_name)"
      : "(User.first_name || ' ' || User.last_name)";
  return [
    likeCondition(db, 'User.username_lower', { lowered: true }),
    likeCondition(db, fullName),
    likeCondition(db, 'User.last_name'),
    // Stored emails are lowercase already.
    'User.email = :wholeEmail',
  ].join(' OR ');
}

/**
 * Listed members other than the viewer, narrowed by a search and by whether the viewer follows
 * them, one page with `hasMore` (one row more than the page, no count).
 */
export async function listMembers(
  db: Database,
  viewerId: string,
  query: MemberListQuery,
): Promise<{ users: PublicUserDto[]; hasMore: boolean }> {
  const conditions: WhereOptions<User>[] = [{ id: { [Op.ne]: viewerId } }, listedUserWhere];
  if (query.text !== '') conditions.push(literal(`(${matchSql(db)})`));
  if (query.relation === 'following') conditions.push(literal(FOLLOWED_BY_VIEWER));
  if (query.relation === 'not_following') conditions.push(literal(`NOT ${FOLLOWED_BY_VIEWER}`));
  const rows = await db.models.User.findAll({
    where: { [Op.and]: conditions },
    replacements: { viewerId, likePattern: prefixPattern(query.text), wholeEmail: query.text.toLowerCase() },
    order: ORDERS[query.order],
    limit: query.limit + 1,
    offset: query.offset,
  });
  const users = await loadPeopleCards(db, viewerId, rows.slice(0, query.limit));
  return { users, hasMore: rows.length > query.limit };
}
