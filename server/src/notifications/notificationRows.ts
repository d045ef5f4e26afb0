import type { NotificationDto } from '@flock/shared';
import { visiblePostSql } from '../policies/postVisibility.js';
import type { AuthorFields } from '../presenters/presentAuthor.js';
import { presentNotification } from '../presenters/presentNotification.js';
import { toDate } from '../queries/rowValues.js';
import type { NotificationKind } from './notificationKinds.js';

/** A notification as NOTIFICATION_COLUMNS_SQL reads it, with its actor and what it is about. */
export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  postId: string | null;
  commentId: string | null;
  isRead: number | string | boolean;
  createdAt: Date | string;
  actorId: string | null;
  actorUsername: string;
  actorEmail: string;
  actorFirstName: string;
  actorLastName: string;
  actorPicture: string | null;
  actorSubscription: AuthorFields['subscriptionType'];
  postContent: string | null;
  postVisible: number | string | null;
  commentContent: string | null;
}

/**
 * The columns of a NotificationRow, from `notifications n` joined by NOTIFICATION_JOINS_SQL; the
 * statement needs the `:viewerId` replacement, whose sight of the post decides whether its text is told.
 */
export const NOTIFICATION_COLUMNS_SQL = `n.id, n.kind, n.post_id AS postId, n.comment_id AS commentId,
  n.is_read AS isRead, n.created_at AS createdAt, a.id AS actorId, a.username AS actorUsername,
  a.email AS actorEmail, a.first_name AS actorFirstName, a.last_name AS actorLastName,
  a.profile_picture AS actorPicture, a.subscription_type AS actorSubscription,
  p.content AS postContent, CASE WHEN ${visiblePostSql('p')} THEN 1 ELSE 0 END AS postVisible,
  c.content AS commentContent`;

export const NOTIFICATION_JOINS_SQL = `LEFT JOIN users a ON a.id = n.actor_id
  LEFT JOIN posts p ON p.id = n.post_id
  LEFT JOIN comments c ON c.id = n.comment_id`;

/** The answer for a NotificationRow: the post and comment texts left out where the viewer may not see the post. */
export function presentNotificationRow(row: NotificationRow): NotificationDto {
  const postContent = row.postContent !== null && Number(row.postVisible) === 1 ? row.postContent : undefined;
  const commentContent =
    postContent !== undefined && row.commentContent !== null ? row.commentContent : undefined;
  const actor = row.actorId
    ? {
        id: row.actorId,
        username: row.actorUsername,
        email: row.actorEmail,
        firstName: row.actorFirstName,
        lastName: row.actorLastName,
        profilePicture: row.actorPicture,
        subscriptionType: row.actorSubscription,
      }
    : undefined;
  return presentNotification(
    { ...row, isRead: Boolean(Number(row.isRead)), createdAt: toDate(row.createdAt) },
    { actor, postContent, commentContent },
  );
}
