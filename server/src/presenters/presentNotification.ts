import type { NotificationActorDto, NotificationDto } from '@flock/shared';
import type { Notification } from '../models/Notification.js';
import { NOTIFICATION_KINDS } from '../notifications/notificationKinds.js';
import { presentAuthor, type AuthorFields } from './presentAuthor.js';

/** What a notification is about, loaded for a page of them at once. */
export interface NotificationSubjects {
  actor: AuthorFields | undefined;
  /** Left out once the recipient may no longer see the post. */
  postContent?: string;
  commentContent?: string;
}

export function presentNotificationActor(actor: AuthorFields): NotificationActorDto {
  const { id, _id, username, firstName, lastName, profilePicture, isPremium, subscriptionType } =
    presentAuthor(actor);
  return { id, _id, username, firstName, lastName, profilePicture, isPremium, subscriptionType };
}

/** The stored fields a notification's answer is made of. */
export type NotificationFields = Pick<
  Notification,
  'id' | 'kind' | 'postId' | 'commentId' | 'isRead' | 'createdAt'
>;

export function presentNotification(
  row: NotificationFields,
  subjects: NotificationSubjects,
): NotificationDto {
  const { type, message } = NOTIFICATION_KINDS[row.kind];
  return {
    id: row.id,
    _id: row.id,
    type,
    from: subjects.actor ? presentNotificationActor(subjects.actor) : null,
    message,
    data: {
      ...(subjects.postContent !== undefined ? { postContent: subjects.postContent } : {}),
      ...(subjects.commentContent !== undefined ? { commentContent: subjects.commentContent } : {}),
    },
    metadata: {
      ...(row.postId ? { postId: row.postId } : {}),
      ...(row.commentId ? { commentId: row.commentId } : {}),
    },
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
