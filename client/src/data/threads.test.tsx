import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PostDto } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { fail, ok, scriptFetch, SignedIn } from '../pages/dashboard/testKit';
import { serverPost } from '../test/fixtures';
import { putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { useHomeFeed } from './feed';
import { createThread } from './posts';
import { useThread } from './threads';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

/** Part `position` of the thread `t`. */
const part = (position: number, overrides: Partial<PostDto> = {}) =>
  serverPost(position === 0 ? 't' : `t${position}`, {
    content: `Part ${position + 1}`,
    threadId: 't',
    threadPosition: position,
    ...overrides,
  });

const contents = (parts: PostDto[] | undefined) => parts?.map((p) => p.content);

describe('useThread', () => {
  it('shows the parts the device holds in order at once, then the server thread', async () => {
    await putPosts(db, part(2), part(0));
    // The server answers once the test says so.
    let answer: (value: unknown) => void = () => undefined;
    const reply = new Promise((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await reply;
        return Response.json({ success: true, data: { posts: [part(0), part(1), part(2)] } });
      }),
    );
    const { result } = renderHook(() => useThread('t'), { wrapper: SignedIn });
    await waitFor(() => expect(contents(result.current.parts)).toEqual(['Part 1', 'Part 3']));
    expect(result.current.status).toBe('loading');
    answer(null);
    await waitFor(() => expect(contents(result.current.parts)).toEqual(['Part 1', 'Part 2', 'Part 3']));
    expect(result.current.status).toBe('idle');
  });

  it('takes parts the server no longer shows off the device, but keeps a thread not sent yet', async () => {
    await putPosts(db, part(0), part(1), part(2));
    scriptFetch({ 'GET /threads/t': ok({ posts: [part(0), part(2)] }) });
    const { result } = renderHook(() => useThread('t'), { wrapper: SignedIn });
    await waitFor(() => expect(contents(result.current.parts)).toEqual(['Part 1', 'Part 3']));
    expect(await db.posts.get('t1')).toBeUndefined();

    const ids = await createThread(['Mine 1', 'Mine 2'], 'public');
    scriptFetch({ [`GET /threads/${ids[0]!}`]: fail(404, 'Post not found', 'post_not_found') });
    const mine = renderHook(() => useThread(ids[0]!), { wrapper: SignedIn });
    await waitFor(() => expect(mine.result.current.status).toBe('idle'));
    expect(contents(mine.result.current.parts)).toEqual(['Mine 1', 'Mine 2']);
  });

  it('shows what the device has offline without an error, and offers Retry after a failure online', async () => {
    await putPosts(db, part(0), part(1));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    scriptFetch({ 'GET /threads/t': 'network' });
    const offline = renderHook(() => useThread('t'), { wrapper: SignedIn });
    await waitFor(() => expect(offline.result.current.status).toBe('idle'));
    expect(contents(offline.result.current.parts)).toEqual(['Part 1', 'Part 2']);
    offline.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    scriptFetch({ 'GET /threads/t': fail(500, 'Server error', 'internal_error') });
    const { result } = renderHook(() => useThread('t'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('error'));
    scriptFetch({ 'GET /threads/t': ok({ posts: [part(0), part(1), part(2)] }) });
    act(() => result.current.retry());
    await waitFor(() => expect(contents(result.current.parts)).toEqual(['Part 1', 'Part 2', 'Part 3']));
    expect(result.current.status).toBe('idle');
  });

  it('reads nothing without a thread', () => {
    const { result } = renderHook(() => useThread(null), { wrapper: SignedIn });
    expect(result.current.parts).toBeUndefined();
  });
});

describe('the feed and threads', () => {
  it('tells each part of a thread how many parts of it the device holds', async () => {
    await putPosts(db, part(0)); // seen before on the thread's page
    scriptFetch({ 'GET /posts': ok({ posts: [part(2), part(1)], hasMore: true, nextCursor: 'x' }) });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.items?.map((i) => [i.post.id, i.threadPartsOnDevice])).toEqual([
      ['t2', 3],
      ['t1', 3],
    ]);
  });
});
