import { useLiveQuery } from 'dexie-react-hooks';
import { NOTIFICATION_COUNTS, NOTIFICATIONS_PAGE_SIZE, type NotificationDto } from '@flock/shared';
import { notificationsApi, type NotificationFilter } from '../api/notifications';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import type { NotificationRecord } from '../db/notificationRecords';
import {
  applyServerUnreadCount,
  matchesFilter,
  notificationList,
  readUnreadCount,
  replaceFirstPage,
  storeFetchedNotifications,
} from './notificationStore';
import type { PagedList } from './types';
import { usePagedList, type PageLoader } from './usePagedList';

export type { NotificationFilter };
export { deleteNotifications, markAllNotificationsRead, markNotificationsRead } from './notificationWrites';

/**
 * Notifications, offline first: screens render what the member database holds (so the list is there
 * offline) and the server's pages are stored into it. Reads and deletes go through the outbox.
 */

const present = ({ savedAt: _savedAt, ...notification }: NotificationRecord): NotificationDto => notification;

function readNewestFirst(db: MemberDb, filter: NotificationFilter): Promise<NotificationRecord[]> {
  return db.notifications
    .orderBy('createdAt')
    .reverse()
    .filter((n) => matchesFilter(n, filter))
    .toArray();
}

function pageLoader(filter: NotificationFilter): PageLoader {
  return async (db, mode, state) => {
    const page = mode === 'more' ? (state?.page ?? 1) + 1 : 1;
    const requestedAt = Date.now();
    const result = await notificationsApi.list({ page, limit: NOTIFICATIONS_PAGE_SIZE, type: filter });
    const { hasMore } = result.pagination;
    await db.transaction('rw', db.tables, async () => {
      if (mode === 'refresh') {
        await replaceFirstPage(db, filter, { notifications: result.notifications, hasMore }, requestedAt);
      } else {
        await storeFetchedNotifications(db, result.notifications);
      }
      await db.feedState.put({
        feed: notificationList(filter),
        nextCursor: null,
        page,
        hasMore,
        refreshedAt: Date.now(),
      });
    });
  };
}

/** One stable reader and loader per filter, as usePagedList expects. */
const perFilter = new Map<
  NotificationFilter,
  { read: (db: MemberDb) => Promise<NotificationRecord[]>; load: PageLoader }
>();
function forFilter(filter: NotificationFilter) {
  let entry = perFilter.get(filter);
  if (!entry) {
    entry = { read: (db) => readNewestFirst(db, filter), load: pageLoader(filter) };
    perFilter.set(filter, entry);
  }
  return entry;
}

/** The Notifications page's list for one filter chip, newest first; the first page refreshes on show. */
export function useNotifications(filter: NotificationFilter): PagedList<NotificationDto> {
  const { read, load } = forFilter(filter);
  return usePagedList({
    list: notificationList(filter),
    enabled: true,
    read,
    load,
    present,
    fallbackError: 'Failed to load notifications',
  });
}

/** The newest notifications on the device (the bell's dropdown), undefined until first read. */
export function useLatestNotifications(
  limit: number = NOTIFICATION_COUNTS.dropdown,
): NotificationDto[] | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => {
    if (!userId) return [];
    const records = await memberDb(userId)
      .notifications.orderBy('createdAt')
      .reverse()
      .limit(limit)
      .toArray();
    return records.map(present);
  }, [userId, limit]);
}

/** The unread count the device believes: the server's, moved by what happened here since. */
export function useUnreadNotificationCount(): number {
  const { user } = useAuth();
  const userId = user?.id;
  return useLiveQuery(async () => (userId ? readUnreadCount(memberDb(userId)) : 0), [userId]) ?? 0;
}

/** What the app loads whenever the live connection opens: the unread count and the latest ten. */
export async function loadNotificationSummary(db: MemberDb): Promise<void> {
  const requestedAt = Date.now();
  const [{ count }, latest] = await Promise.all([
    notificationsApi.unreadCount(),
    notificationsApi.list({ page: 1, limit: NOTIFICATION_COUNTS.onConnect, type: 'all' }),
  ]);
  await db.transaction('rw', db.tables, async () => {
    await replaceFirstPage(
      db,
      'all',
      { notifications: latest.notifications, hasMore: latest.pagination.hasMore },
      requestedAt,
      { keepOlder: true },
    );
    await applyServerUnreadCount(db, count);
  });
}
