import type { StoredComposerFields, StoredComposerRequest } from '../../db/draftRecords';
import type { AutosaveFile, ComposerSnapshot } from '../../data/composerAutosave';
import type { DraftInput } from '../../data/drafts';
import { filledPollOptions, type ComposerState } from './composerState';
import type { ComposerRequest } from './useComposer';

/** Between the composer's state and what the device keeps of it: the autosave and drafts. */

/** Anything worth keeping: text, a file, or a poll choice. */
export function hasDraftContent(state: ComposerState): boolean {
  const text = state.isThread ? state.threadParts.some((p) => p.trim() !== '') : state.content.trim() !== '';
  return text || state.media.length > 0 || filledPollOptions(state.poll).length > 0;
}

/** The same test on what the device kept. */
export function storedHasContent(fields: StoredComposerFields): boolean {
  const text = fields.isThread
    ? fields.threadParts.some((p) => p.trim() !== '')
    : fields.content.trim() !== '';
  return text || fields.media.length > 0 || (fields.poll?.options.some((o) => o.trim() !== '') ?? false);
}

export function storedRequest(request: ComposerRequest): StoredComposerRequest {
  switch (request.mode) {
    case 'reply':
      return request.comment
        ? { mode: 'reply', post: request.post, comment: request.comment }
        : { mode: 'reply', post: request.post };
    case 'quote':
      return { mode: 'quote', post: request.post };
    case 'thread':
      return { mode: 'thread' };
    default:
      return { mode: 'post' };
  }
}

const filesOf = (state: ComposerState): AutosaveFile[] =>
  state.media.map((media) => ({ blobId: media.id, file: media.file }));

export function composerSnapshot(
  request: ComposerRequest,
  state: ComposerState,
  draftId: string | null,
): ComposerSnapshot {
  const { panel: _panel, media: _media, ...fields } = state;
  return { request: storedRequest(request), fields, files: filesOf(state), draftId };
}

/** The composer's fields as a draft keeps them (the reply or quote it belongs to included). */
export function draftFromComposer(request: ComposerRequest, state: ComposerState): DraftInput {
  return {
    content: state.isThread ? (state.threadParts[0] ?? '') : state.content,
    privacy: state.privacy,
    location: state.location.trim() || null,
    feeling: state.feeling,
    tags: state.tags,
    isThread: state.isThread,
    threadPosts: state.isThread ? state.threadParts : [],
    pollData: state.poll ? { options: state.poll.options, duration: state.poll.durationHours } : null,
    media: filesOf(state),
    replyToPostId: request.mode === 'reply' ? request.post.id : null,
    replyToCommentId: request.mode === 'reply' ? (request.comment?.id ?? null) : null,
    quotedPostId: request.mode === 'quote' ? request.post.id : null,
  };
}

/** The composer's state from kept fields (the files come back through the media hook). */
export function stateFromStored(base: ComposerState, fields: StoredComposerFields): ComposerState {
  const { media: _media, ...rest } = fields;
  return { ...base, ...rest, media: [], panel: null };
}
