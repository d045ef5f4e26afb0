import { parsePageCursor, type NotificationPageDto, type NotificationPageQuery } from '@flock/shared';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import type { AuthorFields } from '../presenters/presentAuthor.js';
import { presentNotification } from '../presenters/presentNotification.js';
import { toDate } from '../queries/rowValues.js';
import { sqlTime } from '../queries/sqlTime.js';
import { kindsForFilter, type NotificationKind } from './notificationKinds.js';

interface ListedNotification {
  id: string;
  kind: NotificationKind;
  postId: string | null;
  commentId: string | null;
  isRead: number | string | boolean;
  createdAt: Date | string;
  actorId: string | null;
  actorUsername: string;
  actorEmail: string;
  actorFirstName: string;
  actorLastName: string;
  actorPicture: string | null;
  actorSubscription: AuthorFields['subscriptionType'];
  postContent: string | null;
  postVisible: number | string | null;
  commentContent: string | null;
}

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
  const rows = await db.select<ListedNotification & { total: number | string }>(
    `SELECT n.id, n.kind, n.post_id AS postId, n.comment_id AS commentId, n.is_read AS isRead,
       n.created_at AS createdAt, a.id AS actorId, a.username AS actorUsername, a.email AS actorEmail,
       a.first_name AS actorFirstName, a.last_name AS actorLastName, a.profile_picture AS actorPicture,
       a.subscription_type AS actorSubscription,
       p.content AS postContent, CASE WHEN ${visiblePostSql('p')} THEN 1 ELSE 0 END AS postVisible,
       c.content AS commentContent, (${countSql}) AS total
     FROM notifications n
     LEFT JOIN users a ON a.id = n.actor_id
     LEFT JOIN posts p ON p.id = n.post_id
     LEFT JOIN comments c ON c.id = n.comment_id
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
    notifications: rows.map((row) => {
      const postContent =
        row.postContent !== null && Number(row.postVisible) === 1 ? row.postContent : undefined;
      const commentContent =
        postContent !== undefined && row.commentContent !== null ? row.commentContent : undefined;
      const actor = row.actorId
        ? {
            id: row.actorId,
            username: row.actorUsername,
            email: row.actorEmail,
            firstName: row.actorFirstName,
            lastName: row.actorLastName,
            profilePicture: row.actorPicture,
            subscriptionType: row.actorSubscription,
          }
        : undefined;
      return presentNotification(
        { ...row, isRead: Boolean(Number(row.isRead)), createdAt: toDate(row.createdAt) },
        { actor, postContent, commentContent },
      );
    }),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      hasMore: offset + rows.length < total,
    },
  };
}
