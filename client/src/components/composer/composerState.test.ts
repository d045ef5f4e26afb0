import { describe, expect, it } from 'vitest';
import { THREAD_MAX_PARTS } from '@flock/shared';
import {
  composerReducer,
  filledPollOptions,
  initialComposerState,
  type ComposerState,
} from './composerState';

const file = new File(['x'], 'cat.png', { type: 'image/png' });
const media = { id: 'm1', file, previewUrl: 'blob:cat' };
const start = (): ComposerState => initialComposerState({ mode: 'post' });

describe('composer state', () => {
  it('starts empty and public, prefilled for a share, in thread mode for a thread', () => {
    expect(start()).toMatchObject({
      content: '',
      privacy: 'public',
      poll: null,
      isThread: false,
      panel: null,
    });
    expect(initialComposerState({ mode: 'post', initialText: 'Look at this' }).content).toBe('Look at this');
    expect(initialComposerState({ mode: 'thread' })).toMatchObject({ isThread: true, threadParts: ['', ''] });
  });

  it('keeps media and a poll apart', () => {
    const withMedia = composerReducer(start(), { type: 'addMedia', items: [media] });
    expect(composerReducer(withMedia, { type: 'togglePoll' }).poll).toBeNull();

    const withPoll = composerReducer(start(), { type: 'togglePoll' });
    expect(withPoll.poll).toEqual({ options: ['', ''], durationHours: 24 });
    expect(composerReducer(withPoll, { type: 'addMedia', items: [media] }).media).toHaveLength(0);
    expect(composerReducer(withPoll, { type: 'togglePoll' }).poll).toBeNull();
  });

  it('opens one panel at a time and closes it when toggled again', () => {
    let state = composerReducer(start(), { type: 'togglePanel', panel: 'tags' });
    expect(state.panel).toBe('tags');
    state = composerReducer(state, { type: 'togglePanel', panel: 'emoji' });
    expect(state.panel).toBe('emoji');
    expect(composerReducer(state, { type: 'togglePanel', panel: 'emoji' }).panel).toBeNull();
  });

  it('turns the text into the first thread part and back', () => {
    let state = composerReducer(start(), { type: 'content', value: 'First' });
    state = composerReducer(state, { type: 'toggleThread' });
    expect(state).toMatchObject({ isThread: true, threadParts: ['First', ''] });
    state = composerReducer(state, { type: 'threadPart', index: 0, value: 'First, edited' });
    state = composerReducer(state, { type: 'toggleThread' });
    expect(state).toMatchObject({ isThread: false, content: 'First, edited' });
  });

  it('does not start a thread while media or a poll is attached', () => {
    const withMedia = composerReducer(start(), { type: 'addMedia', items: [media] });
    expect(composerReducer(withMedia, { type: 'toggleThread' }).isThread).toBe(false);
    const withPoll = composerReducer(start(), { type: 'togglePoll' });
    expect(composerReducer(withPoll, { type: 'toggleThread' }).isThread).toBe(false);
  });

  it('keeps between 2 and 25 thread parts', () => {
    let state = initialComposerState({ mode: 'thread' });
    expect(composerReducer(state, { type: 'removeThreadPart', index: 0 }).threadParts).toHaveLength(2);
    for (let i = 0; i < 30; i += 1) state = composerReducer(state, { type: 'addThreadPart' });
    expect(state.threadParts).toHaveLength(THREAD_MAX_PARTS);
    state = composerReducer(state, { type: 'threadPart', index: 1, value: 'second' });
    state = composerReducer(state, { type: 'removeThreadPart', index: 0 });
    expect(state.threadParts[0]).toBe('second');
  });

  it('counts only poll options with text', () => {
    expect(filledPollOptions(null)).toEqual([]);
    expect(filledPollOptions({ options: ['Yes', '  ', 'No'], durationHours: 24 })).toEqual(['Yes', 'No']);
  });
});
