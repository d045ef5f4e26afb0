/**
 * What the shell shows about notifications: the unread count behind the bell and sidebar badges.
 * The real-time connection supplies it when notifications arrive; until then nothing is unread.
 */
export function useNotificationSummary(): { unreadCount: number } {
  return { unreadCount: 0 };
}
