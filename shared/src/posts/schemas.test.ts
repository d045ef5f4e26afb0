import { describe, expect, it } from 'vitest';
import { fieldErrorMap, toFieldErrors } from '../schemas/fieldErrors.js';
import { POST_MESSAGES } from './limits.js';
import { CommentCreateSchema, PostCreateSchema, ThreadCreateSchema } from './schemas.js';

const errors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? {} : fieldErrorMap(toFieldErrors(result.error!)));

describe('PostCreateSchema', () => {
  it('needs text, media or a poll', () => {
    expect(errors(PostCreateSchema.safeParse({ content: '   ' })).content).toBe(POST_MESSAGES.empty);
    expect(PostCreateSchema.safeParse({ content: '', mediaCount: 1 }).success).toBe(true);
    expect(PostCreateSchema.safeParse({ poll: { options: ['a', 'b'] } }).success).toBe(true);
  });

  it('limits text to 500 characters and cleans tags', () => {
    expect(errors(PostCreateSchema.safeParse({ content: 'x'.repeat(501) })).content).toBe(
      POST_MESSAGES.tooLong,
    );
    const parsed = PostCreateSchema.parse({ content: 'hi', tags: ['#a!', 'A', 'b'] });
    expect(parsed).toMatchObject({ tags: ['a', 'b'], privacy: 'public' });
    const tooMany = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(errors(PostCreateSchema.safeParse({ content: 'hi', tags: tooMany })).tags).toBe(
      POST_MESSAGES.tooManyTags,
    );
  });

  it('checks polls: 2 to 4 non-blank options, allowed durations, no media', () => {
    const poll = (options: string[], durationHours?: number) =>
      errors(PostCreateSchema.safeParse({ content: 'q', poll: { options, durationHours } }));
    expect(poll(['a', ' '])['poll.options']).toBe(POST_MESSAGES.pollTooFew);
    expect(poll(['a', 'b', 'c', 'd', 'e'])['poll.options']).toBe(POST_MESSAGES.pollTooMany);
    expect(poll(['a', 'x'.repeat(101)])['poll.options']).toBe(POST_MESSAGES.pollOptionTooLong);
    expect(poll(['a', 'b'], 5)['poll.durationHours']).toBe(POST_MESSAGES.pollDuration);
    expect(PostCreateSchema.parse({ poll: { options: ['a', 'b'] } }).poll?.durationHours).toBe(24);
    expect(
      errors(PostCreateSchema.safeParse({ content: 'q', mediaCount: 1, poll: { options: ['a', 'b'] } })).poll,
    ).toBe(POST_MESSAGES.pollWithMedia);
  });

  it('rejects an unknown privacy', () => {
    expect(errors(PostCreateSchema.safeParse({ content: 'x', privacy: 'team' })).privacy).toBe(
      POST_MESSAGES.privacy,
    );
  });
});

describe('ThreadCreateSchema and CommentCreateSchema', () => {
  it('drops blank thread parts and needs two within 280 characters', () => {
    expect(ThreadCreateSchema.parse({ posts: ['one', ' ', 'two'] }).posts).toEqual(['one', 'two']);
    expect(errors(ThreadCreateSchema.safeParse({ posts: ['one', ''] })).posts).toBe(
      POST_MESSAGES.threadTooShort,
    );
    expect(errors(ThreadCreateSchema.safeParse({ posts: ['one', 'x'.repeat(281)] })).posts).toBe(
      POST_MESSAGES.tooLongExtended,
    );
  });

  it('needs non-blank comment text', () => {
    expect(errors(CommentCreateSchema.safeParse({ content: '  ' })).content).toBe(POST_MESSAGES.commentEmpty);
  });
});
