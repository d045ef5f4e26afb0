import { filter, ignoreElements, merge, mergeMap, type Observable } from 'rxjs';
import type { NotificationDto } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { serverEvent, socketConnects } from '../realtime/serverEvents';
import { exhaustMapWithRerun } from '../streams/exhaustMapWithRerun';
import { applyServerUnreadCount, storeIncomingNotification } from './notificationStore';
import { loadNotificationSummary } from './notifications';

/**
 * The member database follows the live connection while this is subscribed: every connect and every
 * notifications poke loads the unread count and the latest notifications (one load at a time, and
 * one more if asked meanwhile), `unread_count` sets the count and `new_notification` is stored.
 * Emits each notification that is new to this device, for the layout to announce.
 */
export function followLiveNotifications(db: MemberDb): Observable<NotificationDto> {
  const reloads = merge(
    socketConnects,
    serverEvent('sync.poke').pipe(filter(({ scope }) => scope === 'notifications')),
  ).pipe(
    exhaustMapWithRerun(() =>
      loadNotificationSummary(db).catch((error: unknown) =>
        console.warn('Could not load notifications', error),
      ),
    ),
  );
  const counts = serverEvent('unread_count').pipe(
    mergeMap(({ count }) =>
      db.transaction('rw', db.tables, async () => applyServerUnreadCount(db, count)).catch(() => undefined),
    ),
  );
  const arrivals = serverEvent('new_notification').pipe(
    mergeMap(async ({ data }) => {
      try {
        const isNew = await db.transaction('rw', db.tables, async () => storeIncomingNotification(db, data));
        return isNew ? data : null;
      } catch (error) {
        console.warn('Could not store a notification', error);
        return null;
      }
    }),
    filter((notification): notification is NotificationDto => notification !== null),
  );
  return merge(reloads.pipe(ignoreElements()), counts.pipe(ignoreElements()), arrivals);
}
