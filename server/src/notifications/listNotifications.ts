import { parsePageCursor, type NotificationPageDto, type NotificationPageQuery } from '@flock/shared';
import { Op, type WhereOptions } from 'sequelize';
import type { Database } from '../db/database.js';
import type { Notification } from '../models/Notification.js';
import { hydrateNotifications } from './hydrateNotifications.js';
import { kindsForFilter } from './notificationKinds.js';

/**
 * One page of the member's notifications, newest first, with the chip's filter applied; `before`
 * (a time, or a notification's time and id) starts after that point.
 */
export async function listNotifications(
  db: Database,
  viewerId: string,
  query: NotificationPageQuery,
): Promise<NotificationPageDto> {
  const kinds = kindsForFilter(query.type);
  const cursor = query.before ? parsePageCursor(query.before) : null;
  const where: WhereOptions<Notification> = {
    userId: viewerId,
    ...(query.type === 'unread' ? { isRead: false } : {}),
    ...(kinds ? { kind: kinds } : {}),
    ...(cursor
      ? {
          [Op.or]: [
            { createdAt: { [Op.lt]: cursor.time } },
            { createdAt: cursor.time, id: { [Op.lt]: cursor.id } },
          ],
        }
      : {}),
  };
  const offset = (query.page - 1) * query.limit;
  const { rows, count } = await db.models.Notification.findAndCountAll({
    where,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: query.limit,
    offset,
  });
  return {
    notifications: await hydrateNotifications(db, viewerId, rows),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: count,
      hasMore: offset + rows.length < count,
    },
  };
}
