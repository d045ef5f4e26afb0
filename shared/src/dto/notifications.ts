import type { SubscriptionType } from './user.js';

/**
 * Spec 000 section 3 "Notification". `mention` is ours: the spec's client shows it with its fallback
 * wording. A repost is `retweet`, a quote post is `share`.
 */
export type NotificationType = 'like' | 'comment' | 'follow' | 'share' | 'retweet' | 'mention' | 'other';

export interface NotificationActorDto {
  id: string;
  _id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePicture: string | null;
  isPremium: boolean;
  /** Optional: notifications a device stored before the field existed lack it. */
  subscriptionType?: SubscriptionType;
}

export interface NotificationDto {
  id: string;
  _id: string;
  type: NotificationType;
  from: NotificationActorDto | null;
  /** What the member did, without their name: `liked your post`, `started following you`... */
  message: string;
  /** The texts it is about, while the recipient may still see the post. */
  data: { postContent?: string; commentContent?: string };
  metadata: { postId?: string; commentId?: string };
  isRead: boolean;
  createdAt: string;
}

/** `GET /api/notifications`: newest first. */
export interface NotificationPageDto {
  notifications: NotificationDto[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

/** `GET /api/notifications/unread-count`, and the `unread_count` socket event. */
export interface UnreadCountDto {
  count: number;
}

/** `PUT /api/notifications/mark-all-read` and `PUT /api/notifications/bulk/mark-read`. */
export interface NotificationsUpdatedDto {
  updated: number;
}

/** `DELETE /api/notifications/bulk/delete`. */
export interface NotificationsDeletedDto {
  deleted: number;
}
