import type { NotificationDto, NotificationPageDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';

/** Test support for notifications. Imported by tests only. */

export const GRACE = {
  id: 'user-2',
  _id: 'user-2',
  firstName: 'Grace',
  lastName: 'Hopper',
  username: 'grace',
  profilePicture: null,
  isPremium: false,
};

/** A notification as the server sends it; `minutesAgo` orders them (newest first = smallest). */
export function serverNotification(
  id: string,
  minutesAgo: number,
  overrides: Partial<NotificationDto> = {},
): NotificationDto {
  return {
    id,
    _id: id,
    type: 'like',
    from: GRACE,
    message: 'liked your post',
    data: { postContent: `Post about ${id}` },
    metadata: { postId: `post-${id}` },
    isRead: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString(),
    ...overrides,
  };
}

export function notificationPage(
  notifications: NotificationDto[],
  { page = 1, limit = 20, hasMore = false, total = notifications.length } = {},
): NotificationPageDto {
  return { notifications, pagination: { page, limit, total, hasMore } };
}

export async function putNotifications(db: MemberDb, ...notifications: NotificationDto[]): Promise<void> {
  await db.notifications.bulkPut(notifications.map((n) => ({ ...n, savedAt: 0 })));
}

export async function unreadCountOf(db: MemberDb): Promise<number> {
  return (await db.notificationMeta.get('unread'))?.count ?? 0;
}
