import type { NotificationDto } from '@flock/shared';

/** How a notification reads and where it leads, shared by the bell, the page and desktop notifications. */

/** Spec 000 section 9, the desktop notification wording. */
const WORDING: Record<string, string> = {
  like: 'liked your post',
  comment: 'commented on your post',
  follow: 'started following you',
  share: 'shared your post',
};
const OTHERWISE = 'interacted with your content';

export function actorName(notification: Pick<NotificationDto, 'from'>): string {
  const from = notification.from;
  if (!from) return 'Someone';
  return `${from.firstName} ${from.lastName}`.trim() || from.username || 'Someone';
}

/**
 * What the actor did: the server's message without the actor's name in front (it may or may not
 * include it), else the spec's wording for the type.
 */
export function actionText(notification: Pick<NotificationDto, 'from' | 'message' | 'type'>): string {
  const name = actorName(notification);
  const message = notification.message.trim();
  if (message) {
    const rest = message.startsWith(name) ? message.slice(name.length).trim() : message;
    if (rest) return rest;
  }
  return WORDING[notification.type] ?? OTHERWISE;
}

/** The whole sentence, e.g. "Ada Lovelace liked your post". */
export function notificationSentence(
  notification: Pick<NotificationDto, 'from' | 'message' | 'type'>,
): string {
  return `${actorName(notification)} ${actionText(notification)}`;
}

/** The post or comment the notification is about, as a short quote; empty when there is none. */
export function notificationExcerpt(notification: Pick<NotificationDto, 'data'>): string {
  return (notification.data.commentContent || notification.data.postContent || '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spec 000: a notification about a post opens the feed scrolled to it (highlighted for 2 s; the feed
 * opens the post's own page when it is not there); a follow opens the follower's profile.
 */
export function notificationRoute(notification: Pick<NotificationDto, 'type' | 'from' | 'metadata'>): string {
  const username = notification.from?.username;
  if (notification.type === 'follow' && username) return `/profile/${encodeURIComponent(username)}`;
  const postId = notification.metadata.postId;
  if (postId) return `/dashboard?highlight=${encodeURIComponent(postId)}`;
  if (username) return `/profile/${encodeURIComponent(username)}`;
  return '/notifications';
}
