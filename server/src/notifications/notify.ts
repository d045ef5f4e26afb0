import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { isPostVisibleTo, type VisibilitySubject } from '../policies/postVisibility.js';
import { deliverNotifications } from './deliverNotifications.js';
import type { NotificationKind } from './notificationKinds.js';
import { announceUnreadCount } from './unreadCount.js';

export interface NotificationEvent {
  kind: NotificationKind;
  recipientId: string;
  actorId: string;
  /** The post it is about; the recipient must be able to see it. */
  post?: VisibilitySubject & { id: string };
  commentId?: string | null;
}

export interface NotificationMatch {
  kind: NotificationKind;
  recipientId: string;
  actorId: string;
  postId?: string | null;
  commentId?: string | null;
}

/**
 * Stores notifications in the caller's transaction (or a new one when there is none) and, once that
 * is committed, delivers them: socket events and a Web Push job. Never for the actor themselves or for
 * a recipient who may not see the post; one per recipient per call, the first event naming them wins.
 */
export async function notify(
  ctx: AppContext,
  transaction: Transaction | null,
  events: readonly NotificationEvent[],
): Promise<void> {
  if (!transaction) {
    await ctx.db.sequelize.transaction((t) => notify(ctx, t, events));
    return;
  }
  const decided = new Set<string>();
  const now = new Date();
  const rows = [];
  for (const event of events) {
    if (event.recipientId === event.actorId || decided.has(event.recipientId)) continue;
    decided.add(event.recipientId);
    if (event.post && !(await isPostVisibleTo(ctx.db.models, event.post, event.recipientId, transaction))) {
      continue;
    }
    rows.push({
      userId: event.recipientId,
      actorId: event.actorId,
      kind: event.kind,
      postId: event.post?.id ?? null,
      commentId: event.commentId ?? null,
      isRead: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (rows.length === 0) return;
  const created = await ctx.db.models.Notification.bulkCreate(rows, { transaction });
  // Runs once the connection is released; it never throws, so it cannot fail the committed request. It
  // must not open a transaction: on SQLite the next one waits until this one's hooks are done.
  transaction.afterCommit(() => deliverNotifications(ctx, created));
}

/**
 * Takes back the unread notification an undone action caused (a like removed, an unfollow...). A
 * notification already read stays: the member has seen it.
 */
export async function withdrawNotification(
  ctx: AppContext,
  transaction: Transaction | null,
  match: NotificationMatch,
): Promise<void> {
  const removed = await ctx.db.models.Notification.destroy({
    where: {
      userId: match.recipientId,
      actorId: match.actorId,
      kind: match.kind,
      postId: match.postId ?? null,
      commentId: match.commentId ?? null,
      isRead: false,
    },
    ...(transaction ? { transaction } : {}),
  });
  if (removed === 0) return;
  const announce = () =>
    announceUnreadCount(ctx, match.recipientId).then(
      () => undefined,
      (error: unknown) => ctx.logger.warn({ err: error }, 'unread count announcement failed'),
    );
  if (transaction) transaction.afterCommit(announce);
  else await announce();
}
