import {
  CommentCreateSchema,
  EXTENDED_POST_MAX_LENGTH,
  fieldErrorMap,
  PostCreateSchema,
  POST_MESSAGES,
  QuotePostCreateSchema,
  ThreadCreateSchema,
  toFieldErrors,
  type PostPrivacy,
} from '@flock/shared';
import type { PostDraft } from '../../data/types';
import { effectiveMode, replyTarget, textLimit, type ComposerMode } from './composerMode';
import { filledPollOptions, type ComposerState } from './composerState';
import type { ComposerRequest } from './useComposer';

/** What the composer hands to the data layer once the shared schema has accepted it. */
export type ComposerPlan =
  | { mode: 'post'; draft: PostDraft }
  | { mode: 'quote'; quotedPostId: string; content: string; privacy: PostPrivacy }
  | { mode: 'thread'; parts: string[]; privacy: PostPrivacy }
  | { mode: 'reply'; postId: string; parentCommentId: string | null; content: string };

export type ComposerCheck = { ok: true; plan: ComposerPlan } | { ok: false; errors: Record<string, string> };

type Parse<T> = { success: true; data: T } | { success: false; error: Parameters<typeof toFieldErrors>[0] };

function checked<T>(result: Parse<T>, build: (data: T) => ComposerPlan): ComposerCheck {
  if (!result.success) return { ok: false, errors: fieldErrorMap(toFieldErrors(result.error)) };
  return { ok: true, plan: build(result.data) };
}

/** A top-level comment starts with "@author " (spec 000 section 5); a reply to a comment names its author the same way. */
export function withMention(content: string, username: string): string {
  const mention = `@${username}`;
  const startsWithMention = content === mention || content.startsWith(`${mention} `);
  return startsWithMention ? content : `${mention} ${content}`;
}

/** Validates the form with the shared schema of the mode; field errors keyed by path ('content', 'poll.options', 'posts', ...). */
export function checkComposer(request: ComposerRequest, state: ComposerState): ComposerCheck {
  const mode = effectiveMode(request, state.isThread);
  if (mode === 'thread') {
    return checked(
      ThreadCreateSchema.safeParse({ posts: state.threadParts, privacy: state.privacy }),
      (v) => ({
        mode: 'thread',
        parts: v.posts,
        privacy: v.privacy,
      }),
    );
  }
  if (request.mode === 'quote') {
    const input = { quotedPostId: request.post.id, content: state.content, privacy: state.privacy };
    return checked(QuotePostCreateSchema.safeParse(input), (v) => ({
      mode: 'quote',
      quotedPostId: v.quotedPostId,
      content: v.content,
      privacy: v.privacy,
    }));
  }
  if (request.mode === 'reply') {
    if (state.content.trim().length > EXTENDED_POST_MAX_LENGTH) {
      return { ok: false, errors: { content: POST_MESSAGES.tooLongExtended } };
    }
    const target = replyTarget(request) ?? '';
    return checked(CommentCreateSchema.safeParse({ content: state.content }), (v) => ({
      mode: 'reply',
      postId: request.post.id,
      parentCommentId: request.comment?.id ?? null,
      content: withMention(v.content, target),
    }));
  }
  const input = {
    content: state.content,
    privacy: state.privacy,
    tags: state.tags,
    location: state.location.trim() || null,
    latitude: state.latitude,
    longitude: state.longitude,
    feeling: state.feeling,
    poll: state.poll,
    mediaCount: state.media.length,
  };
  return checked(PostCreateSchema.safeParse(input), (v) => ({
    mode: 'post',
    draft: {
      content: v.content,
      privacy: v.privacy,
      tags: v.tags,
      location: v.location ?? null,
      latitude: v.latitude ?? null,
      longitude: v.longitude ?? null,
      feeling: v.feeling ?? null,
      poll: v.poll ?? null,
      files: state.media.map((m) => m.file),
    },
  }));
}

/** The Post button's rule: disabled above the limit, and when there is nothing to send. */
export function canSubmit(mode: ComposerMode, state: ComposerState): boolean {
  const limit = textLimit(mode);
  if (mode === 'thread') {
    return (
      state.threadParts.every((p) => p.length <= limit) && state.threadParts.some((p) => p.trim() !== '')
    );
  }
  if (state.content.length > limit) return false;
  if (state.content.trim() !== '') return true;
  return mode === 'post' && (state.media.length > 0 || filledPollOptions(state.poll).length > 0);
}
