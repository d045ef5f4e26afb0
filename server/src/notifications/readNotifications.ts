import type { NotificationDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import { hydrateNotifications } from './hydrateNotifications.js';
import { announceUnreadCount } from './unreadCount.js';

/** Marks one of the member's notifications read; someone else's answers 404 like a missing one. */
export async function markNotificationRead(
  ctx: AppContext,
  userId: string,
  notificationId: string,
): Promise<NotificationDto> {
  const row = isUuid(notificationId)
    ? await ctx.db.models.Notification.findOne({ where: { id: notificationId, userId } })
    : null;
  if (!row) throw new AppError('notification_not_found');
  if (!row.isRead) {
    await row.update({ isRead: true });
    await announceUnreadCount(ctx, userId);
  }
  const [dto] = await hydrateNotifications(ctx.db, userId, [row]);
  // Deleted by the member on another device meanwhile.
  if (!dto) throw new AppError('notification_not_found');
  return dto;
}

/** Marks the member's unread notifications read: those named, or all. Others' ids are ignored. */
export async function markNotificationsRead(
  ctx: AppContext,
  userId: string,
  notificationIds: readonly string[] | 'all',
): Promise<number> {
  const [updated] = await ctx.db.models.Notification.update(
    { isRead: true },
    {
      where: {
        userId,
        isRead: false,
        ...(notificationIds === 'all' ? {} : { id: [...new Set(notificationIds)] }),
      },
    },
  );
  if (updated > 0) await announceUnreadCount(ctx, userId);
  return updated;
}
