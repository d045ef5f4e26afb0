import type { AppContext } from '../context.js';
import type { Models } from '../models/index.js';

export function countUnread(models: Pick<Models, 'Notification'>, userId: string): Promise<number> {
  return models.Notification.count({ where: { userId, isRead: false } });
}

/**
 * Tells every device of the member their unread count and asks them to pull notifications again,
 * after anything changed which notifications they have or which are read.
 */
export async function announceUnreadCount(ctx: AppContext, userId: string): Promise<number> {
  const count = await countUnread(ctx.db.models, userId);
  ctx.realtime.emitToUser(userId, 'unread_count', { count });
  ctx.realtime.emitToUser(userId, 'sync.poke', { scope: 'notifications' });
  return count;
}
