import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import { announceUnreadCount } from './unreadCount.js';

/** Deletes one of the member's notifications; someone else's answers 404 like a missing one. */
export async function deleteNotification(
  ctx: AppContext,
  userId: string,
  notificationId: string,
): Promise<void> {
  const deleted = isUuid(notificationId)
    ? await ctx.db.models.Notification.destroy({ where: { id: notificationId, userId } })
    : 0;
  if (deleted === 0) throw new AppError('notification_not_found');
  await announceUnreadCount(ctx, userId);
}

/** Deletes those of the named notifications that are the member's; others' ids are ignored. */
export async function deleteNotifications(
  ctx: AppContext,
  userId: string,
  notificationIds: readonly string[],
): Promise<number> {
  const deleted = await ctx.db.models.Notification.destroy({
    where: { userId, id: [...new Set(notificationIds)] },
  });
  if (deleted > 0) await announceUnreadCount(ctx, userId);
  return deleted;
}
