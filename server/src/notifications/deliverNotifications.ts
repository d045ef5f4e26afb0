import { notificationTag, pushActionsFor, pushActionTargetOf, type NotificationDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import type { SendWebPushData } from '../jobs/definitions/SendWebPushJob.js';
import type { Notification } from '../models/Notification.js';
import { hydrateNotifications } from './hydrateNotifications.js';
import { announceUnreadCount } from './unreadCount.js';

export const PUSH_TITLE = 'Flock';
/** How long a push service keeps a notification for a device that is offline. */
export const NOTIFICATION_PUSH_TTL_SECONDS = 24 * 3600;

/**
 * After commit: each recipient's devices get `new_notification` (and the spec's specific event), then
 * their unread count and a poke; members with push on and a device get a SendWebPushJob each.
 */
export async function deliverNotifications(ctx: AppContext, rows: readonly Notification[]): Promise<void> {
  try {
    const byRecipient = new Map<string, Notification[]>();
    for (const row of rows) byRecipient.set(row.userId, [...(byRecipient.get(row.userId) ?? []), row]);
    const pushable = await membersWithPush(ctx, [...byRecipient.keys()]);
    for (const [userId, own] of byRecipient) {
      const dtos = await hydrateNotifications(ctx.db, userId, own);
      const rowById = new Map(own.map((row) => [row.id, row]));
      for (const dto of dtos) emitNew(ctx, rowById.get(dto.id)!, dto);
      const count = await announceUnreadCount(ctx, userId);
      if (!pushable.has(userId)) continue;
      for (const dto of dtos) await ctx.jobs.enqueue('send-web-push', pushMessage(userId, dto, count));
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'notification delivery failed');
  }
}

function emitNew(ctx: AppContext, row: Notification, dto: NotificationDto): void {
  const { realtime } = ctx;
  realtime.emitToUser(row.userId, 'new_notification', { type: 'notification', data: dto });
  if (row.kind === 'post_like' && row.postId) {
    realtime.emitToUser(row.userId, 'post_liked', { postId: row.postId, userId: row.actorId });
  } else if ((row.kind === 'post_comment' || row.kind === 'comment_reply') && row.postId && row.commentId) {
    realtime.emitToUser(row.userId, 'post_commented', {
      postId: row.postId,
      commentId: row.commentId,
      userId: row.actorId,
    });
  } else if (row.kind === 'follow') {
    realtime.emitToUser(row.userId, 'user_followed', { followerId: row.actorId });
  }
}

/**
 * "Ada Lovelace liked your post"; a click opens the post in the feed, or the follower's profile. Its
 * buttons (Like, Follow back, Mark as read) carry what they act on.
 */
export function pushMessage(userId: string, dto: NotificationDto, unread: number): SendWebPushData {
  const name = dto.from ? `${dto.from.firstName} ${dto.from.lastName}`.trim() : 'Someone';
  const postId = dto.metadata.postId;
  return {
    userId,
    title: PUSH_TITLE,
    body: `${name} ${dto.message}`,
    url: postId ? `/dashboard?highlight=${postId}` : `/profile/${dto.from?.username ?? ''}`,
    tag: notificationTag(dto),
    notificationId: dto.id,
    badgeCount: unread,
    actions: pushActionsFor(dto),
    target: pushActionTargetOf(dto),
    ttlSeconds: NOTIFICATION_PUSH_TTL_SECONDS,
  };
}

/** Recipients a push could reach: push turned on in their settings and at least one device. */
export async function membersWithPush(ctx: AppContext, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await ctx.db.select<{ userId: string }>(
    `SELECT DISTINCT u.id AS userId
     FROM push_subscriptions s JOIN users u ON u.id = s.user_id
     WHERE s.user_id IN (:userIds) AND u.push_notifications = 1 AND u.is_active = 1`,
    { userIds },
  );
  return new Set(rows.map((row) => row.userId));
}
