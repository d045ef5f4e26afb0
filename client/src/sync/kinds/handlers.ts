import type { OutboxEntry, OutboxKind } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import type { CommentUndo } from '../../data/comments';
import { removePostLocally } from '../../data/postRecords';
import { adCreateHandler, adPauseHandler } from './adKinds';
import { commentCreateHandler, postCreateHandler, threadCreateHandler } from './createKinds';
import { draftDeleteHandler, draftSaveHandler, mediaUploadHandler } from './draftKinds';
import {
  notificationDeleteHandler,
  notificationReadAllHandler,
  notificationReadHandler,
} from './notificationKinds';
import {
  conversationArchiveHandler,
  conversationCreateHandler,
  conversationLeaveHandler,
  conversationReadHandler,
  messageSendHandler,
} from './messageKinds';
import { pollVoteHandler, postDeleteHandler } from './otherKinds';
import { profileUpdateHandler } from './profileKinds';
import { scheduledDeleteHandler, scheduledWriteHandler } from './scheduledKinds';
import { subscriptionChangeHandler } from './subscriptionKinds';
import { supportRequestHandler } from './supportKinds';
import {
  commentLikeHandler,
  followHandler,
  postBookmarkHandler,
  postLikeHandler,
  postRepostHandler,
} from './toggleKinds';
import type { KindHandler } from './types';
import {
  bookmarkMoveHandler,
  folderCreateHandler,
  folderDeleteHandler,
  folderUpdateHandler,
  hashtagFollowHandler,
  listCreateHandler,
  listDeleteHandler,
  listMemberHandler,
  listUpdateHandler,
} from './collectionKinds';

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
  'profile.update': profileUpdateHandler,
  'conversation.create': conversationCreateHandler,
  'conversation.read': conversationReadHandler,
  'conversation.archive': conversationArchiveHandler,
  'conversation.leave': conversationLeaveHandler,
  'message.send': messageSendHandler,
  'folder.create': folderCreateHandler,
  'folder.update': folderUpdateHandler,
  'folder.delete': folderDeleteHandler,
  'bookmark.move': bookmarkMoveHandler,
  'list.create': listCreateHandler,
  'list.update': listUpdateHandler,
  'list.delete': listDeleteHandler,
  'list.member': listMemberHandler,
  'hashtag.follow': hashtagFollowHandler,
  'subscription.cancel': subscriptionChangeHandler,
  'subscription.reactivate': subscriptionChangeHandler,
  'support.request': supportRequestHandler,
  'media.upload': mediaUploadHandler,
  'draft.save': draftSaveHandler,
  'draft.delete': draftDeleteHandler,
  'scheduled.create': scheduledWriteHandler,
  'scheduled.update': scheduledWriteHandler,
  'scheduled.delete': scheduledDeleteHandler,
  'scheduled.publish': scheduledWriteHandler,
  'ad.create': adCreateHandler,
  'ad.pause': adPauseHandler,
  'ad.resume': adPauseHandler,
};

/** Call inside a 'rw' transaction over the member's tables. */
export function applyEntrySuccess(db: MemberDb, entry: OutboxEntry, data: unknown): Promise<void> {
  return HANDLERS[entry.kind].applySuccess(db, entry, data);
}

/**
 * Call inside a 'rw' transaction over the member's tables. A write refused because its post is gone
 * takes the post off the device too, rather than leaving a card every later action fails on.
 */
export function rollbackEntry(db: MemberDb, entry: OutboxEntry): Promise<void> {
  const gonePost = entry.error?.code === 'post_not_found' ? postWrittenTo(entry) : undefined;
  if (gonePost) return removePostLocally(db, gonePost);
  return HANDLERS[entry.kind].rollback(db, entry);
}

/** The post an entry acts on, for the kinds that act on an existing one. */
function postWrittenTo(entry: OutboxEntry): string | undefined {
  switch (entry.kind) {
    case 'post.like':
    case 'post.repost':
    case 'post.bookmark':
    case 'bookmark.move':
    case 'poll.vote':
      return entry.entityId;
    case 'comment.create':
    case 'comment.reply':
      return (entry.undo as CommentUndo).postId;
    default:
      return undefined;
  }
}
