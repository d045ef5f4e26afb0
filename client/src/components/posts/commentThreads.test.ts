import { describe, expect, it } from 'vitest';
import { threadComments, withAuthorMention } from './commentThreads';
import { makeComment } from '../../test/fixtures';

describe('threadComments', () => {
  it('orders top-level comments oldest first and gathers every reply under its top-level comment', () => {
    const late = makeComment({ id: 'late', createdAt: '2025-01-01T12:00:00.000Z' });
    const early = makeComment({ id: 'early', createdAt: '2025-01-01T09:00:00.000Z' });
    const replyToLate = makeComment({ id: 'r1', parentId: 'late', createdAt: '2025-01-01T12:05:00.000Z' });
    const replyToReply = makeComment({ id: 'r2', parentId: 'r1', createdAt: '2025-01-01T12:01:00.000Z' });
    const threads = threadComments([replyToReply, late, replyToLate, early]);
    expect(threads.map((t) => t.comment.id)).toEqual(['early', 'late']);
    expect(threads[1]!.replies.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(threads[0]!.replies).toEqual([]);
  });

  it('keeps a reply whose parent is not loaded as a comment of its own', () => {
    const orphan = makeComment({ id: 'orphan', parentId: 'gone' });
    expect(threadComments([orphan])).toEqual([{ comment: orphan, replies: [] }]);
  });
});

describe('withAuthorMention', () => {
  it('adds "@author " in front of a comment that does not start with it', () => {
    expect(withAuthorMention('  great post ', 'grace')).toBe('@grace great post');
    expect(withAuthorMention('hi @grace', 'grace')).toBe('@grace hi @grace');
  });

  it('leaves a comment that already starts with the mention (any case) alone', () => {
    expect(withAuthorMention('@Grace thanks', 'grace')).toBe('@Grace thanks');
    expect(withAuthorMention('@grace_h thanks', 'grace')).toBe('@grace @grace_h thanks');
  });
});
