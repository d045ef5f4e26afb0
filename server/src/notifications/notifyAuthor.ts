import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { deliverNotifications } from './deliverNotifications.js';
import type { NotificationKind } from './notificationKinds.js';

/**
 * A notification about the member's own doing (a scheduled post that failed or went out late), which
 * `notify` leaves out because the actor is the recipient. Delivered once the transaction commits.
 */
export async function notifyAuthor(
  ctx: AppContext,
  transaction: Transaction,
  authorId: string,
  kind: NotificationKind,
  postId: string | null,
): Promise<void> {
  const now = new Date();
  const row = await ctx.db.models.Notification.create(
    {
      userId: authorId,
      actorId: authorId,
      kind,
      postId,
      commentId: null,
      isRead: false,
      createdAt: now,
      updatedAt: now,
    },
    { transaction },
  );
  transaction.afterCommit(() => deliverNotifications(ctx, [row]));
}
