import { describe, expect, it } from 'vitest';
import type { RetweetedByDto } from '@flock/shared';
import { makePost } from '../test/fixtures';
import { groupThreads, type FeedEntry } from './threadGroups';
import type { FeedItem } from './types';

const plain = (id: string): FeedItem => {
  const post = makePost({ id, content: id });
  return { post, retweetedBy: null, activityAt: post.createdAt };
};

/** Part `position` of thread `threadId`; the device holds `onDevice` of its parts. */
const part = (
  threadId: string,
  position: number,
  onDevice = 3,
  retweetedBy: RetweetedByDto | null = null,
) => {
  const id = position === 0 ? threadId : `${threadId}-${position}`;
  const post = makePost({ id, content: id, threadId, threadPosition: position });
  return { post, retweetedBy, activityAt: post.createdAt, threadPartsOnDevice: onDevice } satisfies FeedItem;
};

/** Each card as its post ids; a thread card as "thread:<ids>", with "+more" when it is not complete. */
const shape = (entries: FeedEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'post'
      ? entry.item.post.id
      : `thread:${entry.parts.map((p) => p.post.id).join(',')}${entry.complete ? '' : '+more'}`,
  );

describe('groupThreads', () => {
  it('makes one card of a thread whose parts arrive newest first, the parts in thread order', () => {
    const entries = groupThreads([plain('a'), part('t', 2), part('t', 1), part('t', 0), plain('b')]);
    expect(shape(entries)).toEqual(['a', 'thread:t,t-1,t-2', 'b']);
    const thread = entries[1]!;
    expect(thread).toMatchObject({ kind: 'thread', threadId: 't', key: 'thread:t', complete: true });
  });

  it('shows each post once and each thread once, where its newest part stands', () => {
    const bea = {
      id: 'bea',
      _id: 'bea',
      firstName: 'Bea',
      lastName: 'Ng',
      username: 'bea',
      isPremium: false,
      subscriptionType: 'basic' as const,
    };
    // Bea reposted part 3 (the newest activity); the author's own parts come further down.
    const items = [part('t', 2, 3, bea), plain('a'), part('t', 1), part('t', 0), plain('a'), part('t', 1)];
    const entries = groupThreads(items);
    expect(shape(entries)).toEqual(['thread:t,t-1,t-2', 'a']);
    expect(entries[0]).toMatchObject({ kind: 'thread', retweetedBy: bea });
  });

  it('marks a thread whose first part is not in the list as partial', () => {
    expect(shape(groupThreads([part('t', 2), part('t', 1)]))).toEqual(['thread:t-1,t-2+more']);
    // Even one part of a longer thread stays a thread card, with the way to the rest.
    expect(shape(groupThreads([part('t', 1)]))).toEqual(['thread:t-1+more']);
  });

  it('marks a thread as partial when the device holds a part the list does not show', () => {
    expect(shape(groupThreads([part('t', 1, 3), part('t', 0, 3)]))).toEqual(['thread:t,t-1+more']);
    expect(shape(groupThreads([part('t', 1, 2), part('t', 0, 2)]))).toEqual(['thread:t,t-1']);
  });

  it('keeps the gap of a part deleted on its own out of the way', () => {
    // Parts 0, 1 and 3 are all the device knows (part 2 was deleted): nothing is missing.
    expect(shape(groupThreads([part('t', 3, 3), part('t', 1, 3), part('t', 0, 3)]))).toEqual([
      'thread:t,t-1,t-3',
    ]);
  });

  it('shows a thread reduced to its first part as a plain post', () => {
    const entries = groupThreads([plain('a'), part('t', 0, 1)]);
    expect(shape(entries)).toEqual(['a', 't']);
    expect(entries[1]).toMatchObject({ kind: 'post', key: 't' });
  });

  it('keeps two threads apart and plain posts in their places', () => {
    const items = [part('u', 1, 2), part('t', 1, 2), part('u', 0, 2), plain('a'), part('t', 0, 2)];
    expect(shape(groupThreads(items))).toEqual(['thread:u,u-1', 'thread:t,t-1', 'a']);
  });

  it('gives nothing for an empty list', () => {
    expect(groupThreads([])).toEqual([]);
  });
});
