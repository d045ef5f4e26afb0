import { describe, expect, it } from 'vitest';
import { QUOTED_POST, A_COMMENT } from './composerTestKit';
import { draftFromComposer, hasDraftContent, storedHasContent } from './composerDraft';
import { initialComposerState, type ComposerState } from './composerState';

const empty = initialComposerState({ mode: 'post' });
const withState = (change: Partial<ComposerState>): ComposerState => ({ ...empty, ...change });

describe('hasDraftContent', () => {
  it('counts text, files and filled poll choices, not blanks', () => {
    expect(hasDraftContent(empty)).toBe(false);
    expect(hasDraftContent(withState({ content: '  \n ' }))).toBe(false);
    expect(hasDraftContent(withState({ content: 'x' }))).toBe(true);
    expect(hasDraftContent(withState({ poll: { options: ['', ' '], durationHours: 24 } }))).toBe(false);
    expect(hasDraftContent(withState({ poll: { options: ['yes', ''], durationHours: 24 } }))).toBe(true);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(hasDraftContent(withState({ media: [{ id: 'b', file, previewUrl: '' }] }))).toBe(true);
    expect(hasDraftContent(withState({ isThread: true, content: 'x', threadParts: ['', ' '] }))).toBe(false);
    expect(hasDraftContent(withState({ isThread: true, threadParts: ['', 'two'] }))).toBe(true);
    const { panel: _panel, ...stored } = withState({ content: 'kept' });
    expect(storedHasContent({ ...stored, media: [] })).toBe(true);
    expect(storedHasContent({ ...stored, content: ' ', media: [] })).toBe(false);
  });
});

describe('draftFromComposer', () => {
  it('keeps the reply or quote a draft belongs to, and a thread as its parts', () => {
    const reply = draftFromComposer(
      { mode: 'reply', post: QUOTED_POST, comment: A_COMMENT },
      withState({ content: 'Agreed' }),
    );
    expect(reply).toMatchObject({
      content: 'Agreed',
      replyToPostId: QUOTED_POST.id,
      replyToCommentId: A_COMMENT.id,
      quotedPostId: null,
    });
    expect(
      draftFromComposer({ mode: 'quote', post: QUOTED_POST }, withState({ content: 'So true' })),
    ).toMatchObject({ quotedPostId: QUOTED_POST.id, replyToPostId: null });
    const thread = draftFromComposer(
      { mode: 'thread' },
      withState({ isThread: true, threadParts: ['one', 'two'], location: '  ', poll: null }),
    );
    expect(thread).toMatchObject({
      content: 'one',
      isThread: true,
      threadPosts: ['one', 'two'],
      location: null,
      pollData: null,
    });
    const poll = draftFromComposer(
      { mode: 'post' },
      withState({ poll: { options: ['a', 'b'], durationHours: 6 } }),
    );
    expect(poll.pollData).toEqual({ options: ['a', 'b'], duration: 6 });
  });
});
