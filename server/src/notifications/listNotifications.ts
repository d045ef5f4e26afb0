import { parsePageCursor, type NotificationPageDto, type NotificationPageQuery } from '@flock/shared';
import type { Database } from '../db/database.js';
import { sqlTime } from '../queries/sqlTime.js';
import { kindsForFilter } from './notificationKinds.js';
import {
  NOTIFICATION_COLUMNS_SQL,
  NOTIFICATION_JOINS_SQL,
  presentNotificationRow,
  type NotificationRow,
} from './notificationRows.js';

/**
 * One page of the member's notifications, newest first, with the chip's filter applied; `before`
 * (a time, or a notification's time and id) starts after that point. One query reads the page with
 * each actor, and the post and comment texts, left out where the member may no longer see the post;
 * the index on (member, time, id) hands the rows over in order. The same statement counts the total
 * (an uncorrelated subquery, run once); a page past the end, which has no row to carry it, counts apart.
 */
export async function listNotifications(
  db: Database,
  viewerId: string,
  query: NotificationPageQuery,
): Promise<NotificationPageDto> {
  const kinds = kindsForFilter(query.type);
  const cursor = query.before ? parsePageCursor(query.before) : null;
  const offset = (query.page - 1) * query.limit;
  const replacements = {
    viewerId,
    kinds,
    limit: query.limit,
    offset,
    ...(cursor ? { before: sqlTime(db, cursor.time), beforeId: cursor.id } : {}),
  };
  const matching = (alias: string) =>
    [
      `${alias}.user_id = :viewerId`,
      ...(query.type === 'unread' ? [`${alias}.is_read = 0`] : []),
      ...(kinds ? [`${alias}.kind IN (:kinds)`] : []),
      ...(cursor
        ? [`(${alias}.created_at < :before OR (${alias}.created_at = :before AND ${alias}.id < :beforeId))`]
        : []),
    ].join(' AND ');
  const countSql = `SELECT COUNT(*) AS total FROM notifications counted WHERE ${matching('counted')}`;
  const rows = await db.select<NotificationRow & { total: number | string }>(
    `SELECT ${NOTIFICATION_COLUMNS_SQL}, (${countSql}) AS total
     FROM notifications n
     ${NOTIFICATION_JOINS_SQL}
     WHERE ${matching('n')}
     ORDER BY n.created_at DESC, n.id DESC
     LIMIT :limit OFFSET :offset`,
    replacements,
  );
  // An empty first page has nothing to count; a page past the end has no row to carry the total.
  const [counted] =
    rows.length > 0 || offset === 0
      ? rows
      : await db.select<{ total: number | string }>(countSql, replacements);
  const total = Number(counted?.total ?? 0);
  return {
    notifications: rows.map(presentNotificationRow),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      hasMore: offset + rows.length < total,
    },
  };
}
