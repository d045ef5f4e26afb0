import { describe, expect, it } from 'vitest';
import type { CommentDto, PostDto } from '@flock/shared';
import { canSubmit, checkComposer, withMention } from './composerSubmission';
import { initialComposerState, type ComposerState } from './composerState';
import type { ComposerRequest } from './useComposer';

const author = {
  id: 'u-ada',
  _id: 'u-ada',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profilePicture: null,
  isPremium: false,
  subscriptionType: 'basic' as const,
};
const post = { id: '01900000-0000-7000-8000-000000000001', author, content: 'Hello' } as PostDto;
const comment = { id: 'c-1', user: { ...author, username: 'grace' }, content: 'Hi' } as CommentDto;

const stateFor = (request: ComposerRequest, patch: Partial<ComposerState> = {}) => ({
  ...initialComposerState(request),
  ...patch,
});
const image = { id: 'm1', file: new File(['x'], 'a.png', { type: 'image/png' }), previewUrl: 'blob:a' };

describe('checkComposer', () => {
  it('asks for content, media or a poll in a plain post', () => {
    const request: ComposerRequest = { mode: 'post' };
    expect(checkComposer(request, stateFor(request, { content: '   ' }))).toEqual({
      ok: false,
      errors: { content: 'Please add some content, images, or a poll to your post.' },
    });
    const check = checkComposer(request, stateFor(request, { media: [image] }));
    expect(check.ok && check.plan.mode === 'post' && check.plan.draft.files).toEqual([image.file]);
  });

  it('builds the post draft from the cleaned fields', () => {
    const request: ComposerRequest = { mode: 'post' };
    const check = checkComposer(
      request,
      stateFor(request, {
        content: '  Sunset  ',
        privacy: 'friends',
        tags: ['Beach Day', 'beach day'],
        location: ' Goa ',
        latitude: 15.2993,
        longitude: 74.124,
        feeling: 'happy',
        poll: { options: ['Yes', ' ', 'No'], durationHours: 72 },
      }),
    );
    expect(check).toEqual({
      ok: true,
      plan: {
        mode: 'post',
        draft: {
          content: 'Sunset',
          privacy: 'friends',
          tags: ['Beach Day'],
          location: 'Goa',
          latitude: 15.2993,
          longitude: 74.124,
          feeling: 'happy',
          poll: { options: ['Yes', 'No'], durationHours: 72 },
          files: [],
        },
      },
    });
  });

  it('reports poll and length problems with the spec’s messages', () => {
    const request: ComposerRequest = { mode: 'post' };
    const onePoll = checkComposer(
      request,
      stateFor(request, { poll: { options: ['Only', ''], durationHours: 24 } }),
    );
    expect(onePoll).toEqual({ ok: false, errors: { 'poll.options': 'Polls must have at least 2 options' } });
    const tooLong = checkComposer(request, stateFor(request, { content: 'x'.repeat(501) }));
    expect(tooLong).toEqual({ ok: false, errors: { content: 'Post content cannot exceed 500 characters' } });
    const fine = checkComposer(request, stateFor(request, { content: 'x'.repeat(500) }));
    expect(fine.ok).toBe(true);
  });

  it('limits a quote to 280 characters and needs text', () => {
    const request: ComposerRequest = { mode: 'quote', post };
    expect(checkComposer(request, stateFor(request, { content: 'x'.repeat(281) }))).toEqual({
      ok: false,
      errors: { content: 'Post content cannot exceed 280 characters' },
    });
    expect(checkComposer(request, stateFor(request, { content: ' ' })).ok).toBe(false);
    expect(checkComposer(request, stateFor(request, { content: ' So true ', privacy: 'private' }))).toEqual({
      ok: true,
      plan: { mode: 'quote', quotedPostId: post.id, content: 'So true', privacy: 'private' },
    });
  });

  it('drops blank thread parts and needs two', () => {
    const request: ComposerRequest = { mode: 'thread' };
    expect(checkComposer(request, stateFor(request, { threadParts: ['One', '  '] }))).toEqual({
      ok: false,
      errors: { posts: 'A thread needs at least 2 posts' },
    });
    expect(checkComposer(request, stateFor(request, { threadParts: ['One', ' ', 'Two '] }))).toEqual({
      ok: true,
      plan: { mode: 'thread', parts: ['One', 'Two'], privacy: 'public' },
    });
    const long = checkComposer(request, stateFor(request, { threadParts: ['One', 'x'.repeat(281)] }));
    expect(long).toEqual({ ok: false, errors: { posts: 'Post content cannot exceed 280 characters' } });
  });

  it('prefixes a reply with the mention of whom it answers', () => {
    const toPost: ComposerRequest = { mode: 'reply', post };
    expect(checkComposer(toPost, stateFor(toPost, { content: ' Agreed ' }))).toEqual({
      ok: true,
      plan: { mode: 'reply', postId: post.id, parentCommentId: null, content: '@ada Agreed' },
    });
    const toComment: ComposerRequest = { mode: 'reply', post, comment };
    expect(checkComposer(toComment, stateFor(toComment, { content: '@grace yes' }))).toEqual({
      ok: true,
      plan: { mode: 'reply', postId: post.id, parentCommentId: 'c-1', content: '@grace yes' },
    });
    expect(checkComposer(toPost, stateFor(toPost, { content: '' }))).toEqual({
      ok: false,
      errors: { content: 'Comment cannot be empty' },
    });
    expect(checkComposer(toPost, stateFor(toPost, { content: 'x'.repeat(281) }))).toEqual({
      ok: false,
      errors: { content: 'Post content cannot exceed 280 characters' },
    });
  });
});

describe('withMention', () => {
  it('adds the mention only when the text does not start with it', () => {
    expect(withMention('hi', 'ada')).toBe('@ada hi');
    expect(withMention('@ada hi', 'ada')).toBe('@ada hi');
    expect(withMention('@adam hi', 'ada')).toBe('@ada @adam hi');
  });
});

describe('canSubmit', () => {
  const request: ComposerRequest = { mode: 'post' };
  it('needs text, a file or a poll option in a plain post', () => {
    expect(canSubmit('post', stateFor(request))).toBe(false);
    expect(canSubmit('post', stateFor(request, { content: 'Hi' }))).toBe(true);
    expect(canSubmit('post', stateFor(request, { media: [image] }))).toBe(true);
    expect(canSubmit('post', stateFor(request, { poll: { options: ['', ''], durationHours: 24 } }))).toBe(
      false,
    );
    expect(canSubmit('post', stateFor(request, { poll: { options: ['A', ''], durationHours: 24 } }))).toBe(
      true,
    );
  });

  it('blocks text above the mode’s limit', () => {
    expect(canSubmit('post', stateFor(request, { content: 'x'.repeat(500) }))).toBe(true);
    expect(canSubmit('post', stateFor(request, { content: 'x'.repeat(501) }))).toBe(false);
    expect(canSubmit('quote', stateFor(request, { content: 'x'.repeat(281) }))).toBe(false);
    expect(canSubmit('reply', stateFor(request, { content: 'x'.repeat(280) }))).toBe(true);
    expect(canSubmit('thread', stateFor(request, { threadParts: ['a', 'x'.repeat(281)] }))).toBe(false);
    expect(canSubmit('thread', stateFor(request, { threadParts: ['', ' '] }))).toBe(false);
    expect(canSubmit('thread', stateFor(request, { threadParts: ['a', ''] }))).toBe(true);
  });
});
