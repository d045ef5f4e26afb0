import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';

export async function countUnread(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db.select<{ count: number | string }>(
    'SELECT COUNT(*) AS count FROM notifications WHERE user_id = :userId AND is_read = 0',
    { userId },
  );
  return Number(row?.count ?? 0);
}

/**
 * Tells every device of the member their unread count and asks them to pull notifications again,
 * after anything changed which notifications they have or which are read.
 */
export async function announceUnreadCount(ctx: AppContext, userId: string): Promise<number> {
  const count = await countUnread(ctx.db, userId);
  ctx.realtime.emitToUser(userId, 'unread_count', { count });
  ctx.realtime.emitToUser(userId, 'sync.poke', { scope: 'notifications' });
  return count;
}
