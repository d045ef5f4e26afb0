import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { Comment } from '../models/Comment.js';
import type { Post } from '../models/Post.js';
import { mentionedMemberIds } from './mentions.js';
import { notify, withdrawNotification, type NotificationEvent } from './notify.js';

/**
 * The one call each command makes, inside its transaction, when something worth a notification
 * happened (or was undone). `actorId` is the member who acted.
 */

export function notifyPostLike(ctx: AppContext, transaction: Transaction, actorId: string, post: Post) {
  return notify(ctx, transaction, [{ kind: 'post_like', recipientId: post.authorId, actorId, post }]);
}

export function withdrawPostLike(ctx: AppContext, transaction: Transaction, actorId: string, post: Post) {
  const match = { kind: 'post_like', recipientId: post.authorId, actorId, postId: post.id } as const;
  return withdrawNotification(ctx, transaction, match);
}

export async function notifyCommentLike(
  ctx: AppContext,
  transaction: Transaction,
  actorId: string,
  comment: Comment,
) {
  const post = await ctx.db.models.Post.findByPk(comment.postId, { transaction });
  if (!post) return;
  const event: NotificationEvent = {
    kind: 'comment_like',
    recipientId: comment.userId,
    actorId,
    post,
    commentId: comment.id,
  };
  await notify(ctx, transaction, [event]);
}

export function withdrawCommentLike(
  ctx: AppContext,
  transaction: Transaction,
  actorId: string,
  comment: Comment,
) {
  return withdrawNotification(ctx, transaction, {
    kind: 'comment_like',
    recipientId: comment.userId,
    actorId,
    postId: comment.postId,
    commentId: comment.id,
  });
}

/**
 * A new comment or reply notifies, each member once and in this order of precedence: the author of the
 * comment it answers, the post's author, and the members it @mentions.
 */
export async function notifyComment(ctx: AppContext, transaction: Transaction, post: Post, comment: Comment) {
  const base = { actorId: comment.userId, post, commentId: comment.id };
  const events: NotificationEvent[] = [];
  const parent = comment.parentId
    ? await ctx.db.models.Comment.findByPk(comment.parentId, { attributes: ['userId'], transaction })
    : null;
  if (parent) events.push({ ...base, kind: 'comment_reply', recipientId: parent.userId });
  events.push({ ...base, kind: 'post_comment', recipientId: post.authorId });
  for (const recipientId of await mentionedMemberIds(ctx.db.models, comment.content, transaction)) {
    events.push({ ...base, kind: 'comment_mention', recipientId });
  }
  await notify(ctx, transaction, events);
}

/** A new post (or thread part, or quote): the quoted post's author, then the members it @mentions. */
export async function notifyNewPost(ctx: AppContext, transaction: Transaction, post: Post, quoted?: Post) {
  const base = { actorId: post.authorId, post };
  const events: NotificationEvent[] = [];
  if (quoted) events.push({ ...base, kind: 'quote', recipientId: quoted.authorId });
  for (const recipientId of await mentionedMemberIds(ctx.db.models, post.content, transaction)) {
    events.push({ ...base, kind: 'post_mention', recipientId });
  }
  await notify(ctx, transaction, events);
}

export function notifyRepost(ctx: AppContext, transaction: Transaction, actorId: string, post: Post) {
  return notify(ctx, transaction, [{ kind: 'repost', recipientId: post.authorId, actorId, post }]);
}

export function withdrawRepost(ctx: AppContext, transaction: Transaction, actorId: string, post: Post) {
  const match = { kind: 'repost', recipientId: post.authorId, actorId, postId: post.id } as const;
  return withdrawNotification(ctx, transaction, match);
}

export function notifyFollow(
  ctx: AppContext,
  transaction: Transaction | null,
  followerId: string,
  followeeId: string,
) {
  return notify(ctx, transaction, [{ kind: 'follow', recipientId: followeeId, actorId: followerId }]);
}

export function withdrawFollow(
  ctx: AppContext,
  transaction: Transaction | null,
  followerId: string,
  followeeId: string,
) {
  return withdrawNotification(ctx, transaction, {
    kind: 'follow',
    recipientId: followeeId,
    actorId: followerId,
  });
}
