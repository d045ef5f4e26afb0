import { notificationTag, type NotificationClickData } from '@flock/shared';
import { markNotificationsRead } from '../data/notifications';
import { activeMemberDb } from '../sync/member';

/**
 * A shown notification (desktop or push) was clicked: what it stands for is marked read. A push
 * carries no id, only its tag, which stands for every unread notification about the same post or
 * from the same follower.
 */
export async function markClickedRead(data: NotificationClickData): Promise<void> {
  let ids: string[] = [];
  if (data.notificationId) ids = [data.notificationId];
  else if (data.tag) {
    const unread = (await activeMemberDb().notifications.toArray()).filter((n) => !n.isRead);
    ids = unread.filter((n) => notificationTag(n) === data.tag).map((n) => n.id);
  }
  if (ids.length > 0) await markNotificationsRead(ids);
}

/** Only paths on this site are followed. */
export function safeRoute(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
}
