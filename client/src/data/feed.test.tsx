import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberDb } from '../db/memberDb';
import { fail, ok, scriptFetch, SignedIn, TEST_USER } from '../pages/dashboard/testKit';
import { makeDraft, serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { useComments } from './comments';
import { FEED_SHOWN_PER_STEP, searchPosts, useHomeFeed, useUserPosts } from './feed';
import { createPost, deletePost, togglePostLike, usePost } from './posts';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const page = (ids: string[], hasMore = false, nextCursor: string | null = null) =>
  ok({
    posts: ids.map((id, i) => serverPost(id, { createdAt: `2026-01-01T10:0${9 - i}:00.000Z` })),
    hasMore,
    nextCursor,
  });

const ids = (items: Array<{ post: { id: string } }> | undefined) => items?.map((i) => i.post.id);

describe('useHomeFeed', () => {
  it('stores the first page in Dexie and pages on with the stored cursor', async () => {
    const calls = scriptFetch({
      'GET /posts': (call) =>
        call.path.includes('before=')
          ? page(['c'], false, null)
          : page(['a', 'b'], true, '2026-01-01T10:08:00.000Z'),
    });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b']));
    expect(result.current).toMatchObject({ hasMore: true, status: 'idle', error: null });
    await act(() => result.current.loadMore());
    expect(calls.at(-1)?.path).toBe('/posts?limit=10&before=2026-01-01T10%3A08%3A00.000Z');
    await waitFor(() => expect(ids(result.current.items)).toEqual(['a', 'b', 'c']));
    expect(result.current.hasMore).toBe(false);
  });

  it('shows what the device has at once when the app starts offline', async () => {
    await putPosts(db, serverPost('cached'));
    await db.feedEntries.put({
      feed: 'home',
      postId: 'cached',
      activityAt: '2026-01-01T10:00:00.000Z',
      retweetedBy: null,
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    scriptFetch({ 'GET /posts': 'network' });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['cached']));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.error).toBeNull();
  });

  it('reports a failed load when online', async () => {
    scriptFetch({ 'GET /posts': fail(500, '') });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Failed to load posts');
  });

  it('a refresh replaces the list but keeps posts made here and not yet sent', async () => {
    scriptFetch({ 'GET /posts': page(['old']) });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['old']));
    const mine = await createPost(makeDraft({ content: 'Offline thought' }));
    scriptFetch({ 'GET /posts': page(['new']) });
    await act(() => result.current.refresh());
    await waitFor(() => expect(ids(result.current.items)).toEqual([mine, 'new']));
  });

  it('keeps the local state of a post with a queued change (the server wins otherwise)', async () => {
    scriptFetch({ 'GET /posts': page(['p1', 'p2']) });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['p1', 'p2']));
    await act(() => togglePostLike('p1'));
    await db.posts.update('p2', { author: { ...serverPost('x').author, id: TEST_USER.id } });
    await act(() => deletePost('p2'));
    scriptFetch({
      'GET /posts': ok({
        posts: [serverPost('p1', { likesCount: 50, content: 'Edited on the server' }), serverPost('p2')],
        hasMore: false,
        nextCursor: null,
      }),
    });
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.items?.[0]?.post.content).toBe('Edited on the server'));
    expect(result.current.items?.[0]?.post).toMatchObject({ isLiked: true, likesCount: 4 });
    expect(ids(result.current.items)).toEqual(['p1']);
    expect((await outboxOf(db)).map((e) => e.kind)).toEqual(['post.like', 'post.delete']);
  });

  it('shows the newest posts on the device a step at a time, asking the server only once all are shown', async () => {
    const calls = scriptFetch({ 'GET /posts': page(['server'], true, '2026-01-01T10:09:00.000Z') });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['server']));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const written: string[] = [];
    for (let n = 0; n < FEED_SHOWN_PER_STEP + 5; n++)
      written.unshift(await createPost(makeDraft({ content: `Offline ${n}` })));
    await waitFor(() => expect(ids(result.current.items)).toEqual(written.slice(0, FEED_SHOWN_PER_STEP)));
    expect(result.current.hasMore).toBe(true);
    const fetched = calls.length;
    await act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.items)).toEqual([...written, 'server']));
    expect(calls.length).toBe(fetched);
    expect(result.current.hasMore).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(() => result.current.loadMore());
    expect(calls.at(-1)?.path).toBe('/posts?limit=10&before=2026-01-01T10%3A09%3A00.000Z');
  });

  it('keeps the server order for a repost of an older post', async () => {
    scriptFetch({
      'GET /posts': ok({
        posts: [
          serverPost('repost', {
            createdAt: '2025-01-01T00:00:00.000Z',
            retweetedBy: {
              id: 'u3',
              _id: 'u3',
              firstName: 'A',
              lastName: 'B',
              username: 'ab',
              isPremium: false,
              subscriptionType: 'basic' as const,
            },
          }),
          serverPost('fresh', { createdAt: '2026-01-01T00:00:00.000Z' }),
        ],
        hasMore: false,
        nextCursor: null,
      }),
    });
    const { result } = renderHook(() => useHomeFeed(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['repost', 'fresh']));
    expect(result.current.items?.[0]?.retweetedBy?.username).toBe('ab');
  });
});

describe('useUserPosts, usePost, useComments and search', () => {
  it('lists a member’s posts', async () => {
    const calls = scriptFetch({ 'GET /posts/user/user-2': page(['u1']) });
    const { result } = renderHook(() => useUserPosts('user-2'), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.items)).toEqual(['u1']));
    expect(calls[0]?.path).toBe('/posts/user/user-2?limit=10');
  });

  it('shows a stored post at once and refreshes it', async () => {
    await putPosts(db, serverPost('p1', { content: 'Old' }));
    scriptFetch({ 'GET /posts/p1': ok({ post: serverPost('p1', { content: 'Fresh' }) }) });
    const { result } = renderHook(() => usePost('p1'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await waitFor(() => expect(result.current.post?.content).toBe('Fresh'));
  });

  it('says not-found for a post the server no longer shows, and forgets it', async () => {
    await putPosts(db, serverPost('p1'));
    scriptFetch({ 'GET /posts/p1': fail(404, 'Post not found', 'post_not_found') });
    const { result } = renderHook(() => usePost('p1'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('not-found'));
    expect(await db.posts.get('p1')).toBeUndefined();
  });

  it('says error for a post neither on the device nor reachable, and retries', async () => {
    scriptFetch({ 'GET /posts/p9': 'network' });
    const { result } = renderHook(() => usePost('p9'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('error'));
    scriptFetch({ 'GET /posts/p9': ok({ post: serverPost('p9') }) });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('loads comments only once the panel is open, newest first', async () => {
    const comment = (id: string, createdAt: string) => ({
      id,
      _id: id,
      postId: 'p1',
      parentId: null,
      user: serverPost('x').author,
      content: id,
      isLiked: false,
      likesCount: 0,
      createdAt,
    });
    const calls = scriptFetch({
      'GET /posts/p1/comments': ok({
        comments: [
          comment('older', '2026-01-01T10:00:00.000Z'),
          comment('newer', '2026-01-02T10:00:00.000Z'),
        ],
        hasMore: false,
      }),
    });
    const { result, rerender } = renderHook(({ open }) => useComments('p1', open), {
      wrapper: SignedIn,
      initialProps: { open: false },
    });
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(calls).toHaveLength(0);
    rerender({ open: true });
    await waitFor(() => expect(result.current.items?.map((c) => c.id)).toEqual(['newer', 'older']));
    expect(calls[0]?.path).toBe('/posts/p1/comments?page=1&limit=20');
  });

  it('search keeps found posts on the device', async () => {
    const calls = scriptFetch({ 'GET /posts/search': page(['s1']) });
    const result = await searchPosts('flock', 2);
    expect(calls[0]?.path).toBe('/posts/search?q=flock&page=2&limit=10');
    expect(result.posts.map((p) => p.id)).toEqual(['s1']);
    expect(await db.posts.get('s1')).toBeDefined();
  });
});
