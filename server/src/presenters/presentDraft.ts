import type { DraftDto } from '@flock/shared';
import type { Draft } from '../models/Draft.js';

export function presentDraft(draft: Draft): DraftDto {
  return {
    id: draft.id,
    _id: draft.id,
    revision: draft.revision,
    content: draft.content,
    media: draft.media,
    mediaUrls: draft.media,
    privacy: draft.privacy,
    location: draft.location,
    feeling: draft.feeling,
    tags: draft.tags,
    isThread: draft.isThread,
    threadPosts: draft.threadPosts,
    pollData: draft.pollData,
    replyToPostId: draft.replyToPostId,
    replyToCommentId: draft.replyToCommentId,
    quotedPostId: draft.quotedPostId,
    conflictOf: draft.conflictOf,
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}
