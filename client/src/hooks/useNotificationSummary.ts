import { useUnreadNotificationCount } from '../data/notifications';

/** What the shell shows about notifications: the unread count behind the bell and sidebar badges. */
export function useNotificationSummary(): { unreadCount: number } {
  return { unreadCount: useUnreadNotificationCount() };
}
