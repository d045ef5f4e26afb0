import { describe, expect, it } from 'vitest';
import { completeToken, insertText, tokenAtCursor } from './textEditing';

describe('tokenAtCursor', () => {
  it('finds the #tag or @name word the caret is in', () => {
    expect(tokenAtCursor('I love #fl', 10)).toEqual({ kind: 'hashtag', query: 'fl', start: 7, end: 10 });
    expect(tokenAtCursor('hi @gr there', 6)).toEqual({ kind: 'mention', query: 'gr', start: 3, end: 6 });
    expect(tokenAtCursor('hi @grace there', 6)).toEqual({
      kind: 'mention',
      query: 'grace',
      start: 3,
      end: 9,
    });
    expect(tokenAtCursor('#', 1)).toEqual({ kind: 'hashtag', query: '', start: 0, end: 1 });
  });

  it('ignores markers inside words and words after a space', () => {
    expect(tokenAtCursor('mail me@home', 12)).toBeNull();
    expect(tokenAtCursor('#flock ', 7)).toBeNull();
    expect(tokenAtCursor('plain text', 5)).toBeNull();
  });
});

describe('completeToken', () => {
  it('replaces the word with the pick and a space, caret after it', () => {
    const token = tokenAtCursor('I love #fl', 10)!;
    expect(completeToken('I love #fl', token, 'flock')).toEqual({ value: 'I love #flock ', caret: 14 });
  });

  it('replaces the whole word when the caret is inside it and reuses a following space', () => {
    const value = 'hi @gr there';
    const token = tokenAtCursor(value, 5)!;
    expect(completeToken(value, token, 'grace')).toEqual({ value: 'hi @grace there', caret: 10 });
  });
});

describe('insertText', () => {
  it('inserts over the selection and puts the caret after the insertion', () => {
    expect(insertText('Hello world', 5, 5, '!')).toEqual({ value: 'Hello! world', caret: 6 });
    expect(insertText('Hello world', 6, 11, '🌍')).toEqual({ value: 'Hello 🌍', caret: 8 });
    expect(insertText('', 3, 9, 'x')).toEqual({ value: 'x', caret: 1 });
  });
});
