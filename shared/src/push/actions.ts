import type { NotificationDto } from '../dto/notifications.js';
import type { OutboxDraft } from '../sync/outboxEntry.js';

/**
 * Buttons a pushed notification carries (where the platform shows them): "Like" on a comment or a
 * mention, "Follow back" on a follow, "Mark as read" on all. The worker turns a tap into the same
 * outbox entry the page would queue, so it is sent once, with an Idempotency-Key, even offline.
 */
export const PUSH_ACTION_TITLES = {
  like: 'Like',
  follow_back: 'Follow back',
  mark_read: 'Mark as read',
} as const;
export type PushActionId = keyof typeof PUSH_ACTION_TITLES;

export const isPushActionId = (value: unknown): value is PushActionId =>
  typeof value === 'string' && Object.hasOwn(PUSH_ACTION_TITLES, value);

/** What the actions of one notification are about. */
export interface PushActionTarget {
  notificationId?: string;
  postId?: string;
  commentId?: string;
  actorId?: string;
  actorUsername?: string;
}

/** The actions a notification offers, most useful first. */
export function pushActionsFor(dto: Pick<NotificationDto, 'type' | 'metadata' | 'from'>): PushActionId[] {
  const actions: PushActionId[] = [];
  const { postId, commentId } = dto.metadata;
  if ((dto.type === 'comment' && commentId) || (dto.type === 'mention' && (commentId || postId))) {
    actions.push('like');
  }
  if (dto.type === 'follow' && dto.from) actions.push('follow_back');
  actions.push('mark_read');
  return actions;
}

/** The target a push carries for its actions, from the notification it announces. */
export function pushActionTargetOf(dto: Pick<NotificationDto, 'id' | 'metadata' | 'from'>): PushActionTarget {
  return {
    notificationId: dto.id,
    ...(dto.metadata.postId ? { postId: dto.metadata.postId } : {}),
    ...(dto.metadata.commentId ? { commentId: dto.metadata.commentId } : {}),
    ...(dto.from ? { actorId: dto.from.id, actorUsername: dto.from.username } : {}),
  };
}

/** An outbox entry before its id, order and key are given (the same fields the page's writes fill). */
export type PushActionWrite = OutboxDraft;

const seg = (value: string) => encodeURIComponent(value);

/**
 * The writes a tap on `action` stands for: the action itself, then marking the notification read
 * (the member has dealt with it). Empty when the push lacks what the action needs.
 */
export function pushActionWrites(action: PushActionId, target: PushActionTarget): PushActionWrite[] {
  const writes: PushActionWrite[] = [];
  const by = target.actorUsername ? `@${target.actorUsername}` : 'a member';
  // The state before is unknown to the worker: undo falls back to "not liked / not following".
  const undo = { on: false, count: null };
  if (action === 'like' && target.commentId) {
    writes.push({
      kind: 'comment.like',
      method: 'POST',
      path: `/posts/comments/${seg(target.commentId)}/like`,
      body: { liked: true },
      entityId: target.commentId,
      label: `Like a comment by ${by}`,
      undo,
    });
  } else if (action === 'like' && target.postId) {
    writes.push({
      kind: 'post.like',
      method: 'PUT',
      path: `/posts/${seg(target.postId)}/like`,
      body: { liked: true },
      entityId: target.postId,
      label: `Like a post by ${by}`,
      undo,
    });
  } else if (action === 'follow_back' && target.actorId) {
    writes.push({
      kind: 'user.follow',
      method: 'POST',
      path: `/users/follow/${seg(target.actorId)}`,
      entityId: target.actorId,
      label: `Follow ${by}`,
      undo,
    });
  } else if (action !== 'mark_read') {
    return [];
  }
  if (target.notificationId) {
    writes.push({
      kind: 'notification.read',
      method: 'PUT',
      path: `/notifications/${seg(target.notificationId)}/read`,
      okStatuses: [404],
      entityId: target.notificationId,
      label: 'Mark a notification as read',
      undo: { ids: [target.notificationId] },
    });
  }
  return writes;
}
