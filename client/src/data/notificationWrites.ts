import { NOTIFICATION_IDS_MAX } from '@flock/shared';
import { notificationPaths } from '../api/notifications';
import type { MemberDb } from '../db/memberDb';
import type { NotificationRecord } from '../db/notificationRecords';
import { enqueue } from '../sync/outboxQueue';
import {
  changeUnreadCount,
  readUnreadCount,
  setUnreadCount,
  type NotificationDeleteUndo,
  type NotificationReadAllUndo,
  type NotificationReadUndo,
} from './notificationStore';
import { writeLocally } from './writeTransaction';

/** The entity of writes about several notifications at once. */
export const ALL_NOTIFICATIONS = 'notifications';

const plural = (n: number) => (n === 1 ? 'a notification' : `${n} notifications`);

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += NOTIFICATION_IDS_MAX)
    out.push(items.slice(i, i + NOTIFICATION_IDS_MAX));
  return out;
}

async function present(db: MemberDb, ids: string[]): Promise<NotificationRecord[]> {
  return (await db.notifications.bulkGet([...new Set(ids)])).filter(
    (r): r is NotificationRecord => r !== undefined,
  );
}

/** Marks notifications read at once; only those still unread here are sent. */
export function markNotificationsRead(ids: string[]): Promise<void> {
  return writeLocally(async (db) => {
    const unread = (await present(db, ids)).filter((r) => !r.isRead);
    if (unread.length === 0) return;
    for (const record of unread) await db.notifications.update(record.id, { isRead: true });
    await changeUnreadCount(db, -unread.length);
    for (const part of chunks(unread.map((r) => r.id))) {
      const single = part.length === 1;
      await enqueue(db, {
        method: 'PUT',
        path: single ? notificationPaths.read(part[0]!) : notificationPaths.bulkRead,
        body: single ? undefined : { notificationIds: part },
        okStatuses: single ? [404] : undefined,
        kind: 'notification.read',
        entityId: single ? part[0]! : ALL_NOTIFICATIONS,
        label: `Mark ${plural(part.length)} as read`,
        undo: { ids: part } satisfies NotificationReadUndo,
      });
    }
  });
}

/** "Mark All Read": everything on the device at once, and everything on the server when it is sent. */
export function markAllNotificationsRead(): Promise<void> {
  return writeLocally(async (db) => {
    const count = await readUnreadCount(db);
    const unread = (await db.notifications.toArray()).filter((r) => !r.isRead);
    if (count === 0 && unread.length === 0) return;
    for (const record of unread) await db.notifications.update(record.id, { isRead: true });
    await setUnreadCount(db, 0);
    await enqueue(db, {
      method: 'PUT',
      path: notificationPaths.readAll,
      kind: 'notification.readAll',
      entityId: ALL_NOTIFICATIONS,
      label: 'Mark all notifications as read',
      undo: { ids: unread.map((r) => r.id), count } satisfies NotificationReadAllUndo,
    });
  });
}

/** Deletes notifications from the device at once and from the server when sent. */
export function deleteNotifications(ids: string[]): Promise<void> {
  return writeLocally(async (db) => {
    const records = await present(db, ids);
    if (records.length === 0) return;
    await db.notifications.bulkDelete(records.map((r) => r.id));
    const unread = records.filter((r) => !r.isRead).length;
    if (unread > 0) await changeUnreadCount(db, -unread);
    for (const part of chunks(records)) {
      const single = part.length === 1;
      await enqueue(db, {
        method: 'DELETE',
        path: single ? notificationPaths.one(part[0]!.id) : notificationPaths.bulkDelete,
        body: single ? undefined : { notificationIds: part.map((r) => r.id) },
        okStatuses: single ? [404] : undefined,
        kind: 'notification.delete',
        entityId: single ? part[0]!.id : ALL_NOTIFICATIONS,
        label: `Delete ${plural(part.length)}`,
        undo: { records: part } satisfies NotificationDeleteUndo,
      });
    }
  });
}
