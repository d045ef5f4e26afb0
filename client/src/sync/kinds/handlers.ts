import type { OutboxEntry, OutboxKind } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import { commentCreateHandler, postCreateHandler, threadCreateHandler } from './createKinds';
import {
  notificationDeleteHandler,
  notificationReadAllHandler,
  notificationReadHandler,
} from './notificationKinds';
import { pollVoteHandler, postDeleteHandler } from './otherKinds';
import {
  commentLikeHandler,
  followHandler,
  postBookmarkHandler,
  postLikeHandler,
  postRepostHandler,
} from './toggleKinds';
import type { KindHandler } from './types';

const HANDLERS: Record<OutboxKind, KindHandler> = {
  'post.create': postCreateHandler,
  'post.quote': postCreateHandler,
  'thread.create': threadCreateHandler,
  'post.like': postLikeHandler,
  'post.repost': postRepostHandler,
  'post.bookmark': postBookmarkHandler,
  'poll.vote': pollVoteHandler,
  'post.delete': postDeleteHandler,
  'comment.create': commentCreateHandler,
  'comment.reply': commentCreateHandler,
  'comment.like': commentLikeHandler,
  'user.follow': followHandler,
  'notification.read': notificationReadHandler,
  'notification.readAll': notificationReadAllHandler,
  'notification.delete': notificationDeleteHandler,
};

/** Call inside a 'rw' transaction over the member's tables. */
export function applyEntrySuccess(db: MemberDb, entry: OutboxEntry, data: unknown): Promise<void> {
  return HANDLERS[entry.kind].applySuccess(db, entry, data);
}

/** Call inside a 'rw' transaction over the member's tables. */
export function rollbackEntry(db: MemberDb, entry: OutboxEntry): Promise<void> {
  return HANDLERS[entry.kind].rollback(db, entry);
}
