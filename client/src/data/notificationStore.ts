import type { NotificationDto, NotificationFilter, OutboxEntry } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import type { NotificationRecord } from '../db/notificationRecords';
import { isQueued } from '../sync/outboxQueue';

/**
 * Notifications as the device keeps them, and the unread count it believes. Call these inside a
 * 'rw' transaction over the member's tables.
 */

export const NOTIFICATION_KINDS: readonly OutboxEntry['kind'][] = [
  'notification.read',
  'notification.readAll',
  'notification.delete',
];

/** Undo data: the notifications a read turned read. */
export interface NotificationReadUndo {
  ids: string[];
}
/** Undo data: what "Mark All Read" turned read, and the count before it. */
export interface NotificationReadAllUndo {
  ids: string[];
  count: number;
}
/** Undo data: the notifications a delete took off the device. */
export interface NotificationDeleteUndo {
  records: NotificationRecord[];
}

/** The Reposts chip includes quotes (type `share`), as the server's filter does. */
const TYPE_FILTERS: Record<string, readonly string[]> = { retweet: ['retweet', 'share'] };

export function matchesFilter(
  notification: Pick<NotificationDto, 'type' | 'isRead'>,
  filter: NotificationFilter,
) {
  if (filter === 'all') return true;
  if (filter === 'unread') return !notification.isRead;
  return (TYPE_FILTERS[filter] ?? [filter]).includes(notification.type);
}

export const notificationList = (filter: NotificationFilter) => `notifications:${filter}`;

async function queuedNotificationWrites(db: MemberDb): Promise<OutboxEntry[]> {
  return (await db.outbox.where('kind').anyOf(NOTIFICATION_KINDS).toArray()).filter(isQueued);
}

/** Whether a read or delete of this device has not reached the server yet. */
export async function hasQueuedNotificationWrites(db: MemberDb): Promise<boolean> {
  return (await queuedNotificationWrites(db)).length > 0;
}

/**
 * Stores notifications from the server. The server wins, except where a write of this device is still
 * queued: one being deleted here is not brought back, one read here stays read.
 */
export async function storeFetchedNotifications(
  db: MemberDb,
  notifications: NotificationDto[],
): Promise<NotificationRecord[]> {
  const queued = await queuedNotificationWrites(db);
  const deleted = new Set(queued.flatMap((e) => (e.kind === 'notification.delete' ? deletedIds(e) : [])));
  const read = new Set(
    queued.flatMap((e) => (e.kind === 'notification.read' ? (e.undo as NotificationReadUndo).ids : [])),
  );
  const readAllAt = Math.max(
    0,
    ...queued.filter((e) => e.kind === 'notification.readAll').map((e) => e.createdAt),
  );
  const stored: NotificationRecord[] = [];
  for (const notification of notifications) {
    if (deleted.has(notification.id)) continue;
    const readHere = read.has(notification.id) || Date.parse(notification.createdAt) <= readAllAt;
    const record: NotificationRecord = {
      ...notification,
      isRead: notification.isRead || readHere,
      savedAt: Date.now(),
    };
    await db.notifications.put(record);
    stored.push(record);
  }
  return stored;
}

const deletedIds = (entry: OutboxEntry) => (entry.undo as NotificationDeleteUndo).records.map((r) => r.id);

/**
 * The first page of a filter replaces what the device holds for it: records of that filter the page
 * no longer has are gone from the server (for "unread": read elsewhere). Records that arrived while
 * the page was on its way stay. With `keepOlder`, only the span the page covers is compared.
 */
export async function replaceFirstPage(
  db: MemberDb,
  filter: NotificationFilter,
  page: { notifications: NotificationDto[]; hasMore: boolean },
  requestedAt: number,
  { keepOlder = false } = {},
): Promise<void> {
  const inPage = new Set(page.notifications.map((n) => n.id));
  const oldest = page.notifications.at(-1)?.createdAt;
  const windowOnly = (keepOlder || filter === 'unread') && page.hasMore;
  const covered = (record: NotificationRecord) =>
    !windowOnly || (oldest !== undefined && record.createdAt >= oldest);
  const stale = (await db.notifications.toArray()).filter(
    (r) => matchesFilter(r, filter) && !inPage.has(r.id) && r.savedAt < requestedAt && covered(r),
  );
  if (filter === 'unread') {
    for (const record of stale) await db.notifications.update(record.id, { isRead: true });
  } else {
    await db.notifications.bulkDelete(stale.map((r) => r.id));
  }
  await storeFetchedNotifications(db, page.notifications);
}

/** A notification pushed over the socket: true when it is new to this device. */
export async function storeIncomingNotification(
  db: MemberDb,
  notification: NotificationDto,
): Promise<boolean> {
  if (await db.notifications.get(notification.id)) return false;
  const [stored] = await storeFetchedNotifications(db, [notification]);
  if (stored && !stored.isRead) await changeUnreadCount(db, 1);
  return stored !== undefined;
}

export async function readUnreadCount(db: MemberDb): Promise<number> {
  const meta = await db.notificationMeta.get('unread');
  return meta?.count ?? 0;
}

export async function setUnreadCount(db: MemberDb, count: number): Promise<void> {
  await db.notificationMeta.put({
    key: 'unread',
    count: Math.max(0, Math.floor(count)),
    updatedAt: Date.now(),
  });
}

export async function changeUnreadCount(db: MemberDb, by: number): Promise<void> {
  await setUnreadCount(db, (await readUnreadCount(db)) + by);
}

/**
 * The server's count, taken unless a read or delete of this device is still on its way (the server
 * does not know about it yet; it sends the count again once it does).
 */
export async function applyServerUnreadCount(db: MemberDb, count: number): Promise<void> {
  if (await hasQueuedNotificationWrites(db)) return;
  await setUnreadCount(db, count);
}
