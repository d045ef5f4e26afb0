import type { NotificationDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import type { Notification } from '../models/Notification.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { AUTHOR_ATTRIBUTES } from '../presenters/presentAuthor.js';
import { presentNotification } from '../presenters/presentNotification.js';

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * A page of one member's notifications as DTOs: actors, visible posts and comments are read with one
 * query each. The post and comment texts are left out of notifications about posts the member may no
 * longer see.
 */
export async function hydrateNotifications(
  db: Database,
  viewerId: string,
  rows: readonly Notification[],
): Promise<NotificationDto[]> {
  if (rows.length === 0) return [];
  const { User, Comment } = db.models;
  const postIds = distinct(rows.map((r) => r.postId));
  const commentIds = distinct(rows.map((r) => r.commentId));
  const [actors, posts, comments] = await Promise.all([
    User.findAll({ where: { id: distinct(rows.map((r) => r.actorId)) }, attributes: [...AUTHOR_ATTRIBUTES] }),
    postIds.length > 0
      ? db.sequelize.query<{ id: string; content: string }>(
          `SELECT p.id, p.content FROM posts p WHERE p.id IN (:postIds) AND ${visiblePostSql('p')}`,
          { replacements: { postIds, viewerId }, type: QueryTypes.SELECT },
        )
      : [],
    commentIds.length > 0
      ? Comment.findAll({ where: { id: commentIds }, attributes: ['id', 'content'] })
      : [],
  ]);
  const actorById = new Map(actors.map((a) => [a.id, a]));
  const visiblePostContent = new Map(posts.map((p) => [p.id, p.content]));
  const commentById = new Map(comments.map((c) => [c.id, c.content]));
  return rows.map((row) => {
    const postContent = row.postId ? visiblePostContent.get(row.postId) : undefined;
    const commentContent =
      postContent !== undefined && row.commentId ? commentById.get(row.commentId) : undefined;
    return presentNotification(row, { actor: actorById.get(row.actorId), postContent, commentContent });
  });
}
