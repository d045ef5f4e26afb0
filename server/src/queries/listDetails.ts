import type { ListDto, UserSummaryDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import type { MemberList } from '../models/MemberList.js';
import { AUTHOR_ATTRIBUTES, type AuthorFields } from '../presenters/presentAuthor.js';
import { presentList } from '../presenters/presentList.js';
import { presentUserSummary } from '../presenters/presentUserSummary.js';
import { listedUserSql } from './listedMembers.js';

/** Lists with their owners and member counts (listed members only), two queries for any number. */
export async function presentLists(db: Database, lists: readonly MemberList[]): Promise<ListDto[]> {
  if (lists.length === 0) return [];
  const counts = await db.sequelize.query<{ listId: string; n: number | string }>(
    `SELECT lm.list_id AS listId, COUNT(*) AS n FROM list_members lm
     JOIN users u ON u.id = lm.user_id
     WHERE lm.list_id IN (:listIds) AND ${listedUserSql('u')}
     GROUP BY lm.list_id`,
    { type: QueryTypes.SELECT, replacements: { listIds: lists.map((l) => l.id) } },
  );
  const countOf = new Map(counts.map((row) => [row.listId, Number(row.n)]));
  const owners = await db.models.User.findAll({
    where: { id: [...new Set(lists.map((l) => l.ownerId))] },
    attributes: [...AUTHOR_ATTRIBUTES],
  });
  const ownerOf = new Map<string, AuthorFields>(owners.map((u) => [u.id, u]));
  return lists.map((list) => presentList(list, ownerOf.get(list.ownerId)!, countOf.get(list.id) ?? 0));
}

export async function presentOneList(db: Database, list: MemberList): Promise<ListDto> {
  const [dto] = await presentLists(db, [list]);
  return dto!;
}

/** A list's members (listed ones), in the order they were added: the owner first. */
export async function loadListMembers(db: Database, listId: string): Promise<UserSummaryDto[]> {
  const rows = await db.sequelize.query<AuthorFields>(
    `SELECT u.id, u.username, u.email, u.first_name AS firstName, u.last_name AS lastName,
       u.profile_picture AS profilePicture, u.subscription_type AS subscriptionType
     FROM list_members lm JOIN users u ON u.id = lm.user_id
     WHERE lm.list_id = :listId AND ${listedUserSql('u')}
     ORDER BY lm.created_at ASC, u.id ASC`,
    { type: QueryTypes.SELECT, replacements: { listId } },
  );
  return rows.map(presentUserSummary);
}
