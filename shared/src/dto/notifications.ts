/** Spec 000 section 3 "Notification". */
export type NotificationType = 'like' | 'comment' | 'follow' | 'share' | 'retweet' | 'other';

export interface NotificationActorDto {
  id: string;
  _id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePicture: string | null;
  isPremium: boolean;
}

export interface NotificationDto {
  id: string;
  _id: string;
  type: NotificationType;
  from: NotificationActorDto | null;
  message: string;
  data: { postContent?: string; commentContent?: string };
  metadata: { postId?: string };
  isRead: boolean;
  createdAt: string;
}
