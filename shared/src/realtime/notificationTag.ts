import type { NotificationDto } from '../dto/notifications.js';

/**
 * The tag a shown notification carries (desktop or push): notifications about one post replace each
 * other on the device instead of piling up, and a click can mark the ones it stands for read.
 */
export function notificationTag(
  notification: Pick<NotificationDto, 'id' | 'type' | 'from' | 'metadata'>,
): string {
  const postId = notification.metadata.postId;
  return postId ? `post:${postId}` : `${notification.type}:${notification.from?.id ?? notification.id}`;
}
