import type { NotificationDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import {
  NOTIFICATION_COLUMNS_SQL,
  NOTIFICATION_JOINS_SQL,
  presentNotificationRow,
  type NotificationRow,
} from './notificationRows.js';

/**
 * Some of one member's notifications as DTOs, read in one statement with their actors, posts and
 * comments, by id, in the order given (the post and comment texts left out of notifications about
 * posts the member may no longer see). One that is gone meanwhile (withdrawn, say) is left out.
 */
export async function hydrateNotifications(
  db: Pick<Database, 'select'>,
  viewerId: string,
  notifications: readonly { id: string }[],
): Promise<NotificationDto[]> {
  if (notifications.length === 0) return [];
  const rows = await db.select<NotificationRow>(
    `SELECT ${NOTIFICATION_COLUMNS_SQL}
     FROM notifications n
     ${NOTIFICATION_JOINS_SQL}
     WHERE n.user_id = :viewerId AND n.id IN (:ids)`,
    { viewerId, ids: notifications.map((notification) => notification.id) },
  );
  const byId = new Map(rows.map((row) => [row.id, presentNotificationRow(row)]));
  return notifications.flatMap((notification) => byId.get(notification.id) ?? []);
}
