import { EXTENDED_POST_MAX_LENGTH, POST_MAX_LENGTH } from '@flock/shared';
import type { ComposerRequest } from './useComposer';

export type ComposerMode = 'post' | 'reply' | 'quote' | 'thread';

/** Spec 001 section 4: a thread takes precedence over a quote. */
export function effectiveMode(request: ComposerRequest, isThread: boolean): ComposerMode {
  if (isThread) return 'thread';
  return request.mode === 'thread' ? 'post' : request.mode;
}

export const COMPOSER_TITLES: Record<ComposerMode, string> = {
  post: 'Create Post',
  reply: 'Reply',
  quote: 'Quote Tweet',
  thread: 'Create Thread',
};

export const COMPOSER_SUCCESS: Record<ComposerMode, string> = {
  post: 'Post created successfully!',
  reply: 'Reply posted',
  quote: 'Quote tweet posted successfully!',
  thread: 'Thread posted successfully!',
};

/** What was kept, for the confirmation given offline ("Post saved on this device..."). */
export const COMPOSER_WHAT: Record<ComposerMode, string> = {
  post: 'Post',
  reply: 'Reply',
  quote: 'Quote tweet',
  thread: 'Thread',
};

export const COMPOSER_FAILURE = 'Failed to create post';

/** Spec 001 section 8's words for keeping a draft. */
export const DRAFT_SAVED = 'Draft saved successfully!';
export const DRAFT_SAVE_FAILURE = 'Failed to save draft';

/** The plain Create Post dialog allows 500 characters; replies, quotes and thread parts 280. */
export const textLimit = (mode: ComposerMode): number =>
  mode === 'post' ? POST_MAX_LENGTH : EXTENDED_POST_MAX_LENGTH;

/** Whom a reply answers: the comment's author when replying to a comment, else the post's. */
export function replyTarget(request: ComposerRequest): string | null {
  if (request.mode !== 'reply') return null;
  return request.comment ? request.comment.user.username : request.post.author.username;
}
