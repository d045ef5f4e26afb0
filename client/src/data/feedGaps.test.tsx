import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberDb } from '../db/memberDb';
import { ok, scriptFetch, SignedIn } from '../pages/dashboard/testKit';
import { serverPost } from '../test/fixtures';
import { putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { useHomeFeed } from './feed';
import { useHomeFeedGaps } from './useFeedGaps';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

/** Posts one minute apart, the first at 10:`start`. */
const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
/** Posts are named in the tests; the server's cursors carry UUIDs, so each name maps to one. */
const names = new Map<string, string>();
const uuid = (name: string) => {
  if (!names.has(name)) names.set(name, `0190a000-0000-7000-8000-${String(names.size).padStart(12, '0')}`);
  return names.get(name)!;
};
const nameOf = (id: string) => [...names].find(([, value]) => value === id)?.[0] ?? id;
const post = (id: string, minute: number) =>
  serverPost(uuid(id), { createdAt: at(minute), activityAt: at(minute) });
const cursor = (id: string, minute: number) => `${at(minute)},${uuid(id)}`;
const ids = (items: Array<{ post: { id: string } }> | undefined) => items?.map((i) => nameOf(i.post.id));

async function holdFeed(...posts: Array<[string, number]>) {
  await putPosts(db, ...posts.map(([id, minute]) => post(id, minute)));
  await db.feedEntries.bulkPut(
    posts.map(([id, minute]) => ({
      feed: 'home',
      postId: uuid(id),
      activityAt: at(minute),
      retweetedBy: null,
    })),
  );
  await db.feedState.put({
    feed: 'home',
    nextCursor: cursor('old2', 1),
    page: 0,
    hasMore: true,
    refreshedAt: 0,
  });
}

const useFeedAndGaps = () => ({ feed: useHomeFeed(), gaps: useHomeFeedGaps() });

describe('home feed gaps', () => {
  it('keeps the stored feed under a newest page that does not reach it, marks the gap and fills it', async () => {
    await holdFeed(['old1', 2], ['old2', 1]);
    const calls = scriptFetch({
      'GET /posts': (call) =>
        call.path.includes('before=')
          ? ok({
              posts: [post('n3', 7), post('n4', 6)],
              hasMore: true,
              nextCursor: cursor('n4', 6),
              gap: null,
            })
          : ok({
              posts: [post('n1', 9), post('n2', 8)],
              hasMore: true,
              nextCursor: cursor('n2', 8),
              gap: { missing: 2, capped: false },
            }),
    });
    const { result } = renderHook(() => useFeedAndGaps(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.feed.items)).toEqual(['n1', 'n2', 'old1', 'old2']));
    expect(calls[0]!.path).toBe(`/posts?limit=10&since=${encodeURIComponent(cursor('old1', 2))}`);
    await waitFor(() => expect(result.current.gaps.gaps).toHaveLength(1));
    expect(result.current.gaps.gaps[0]).toMatchObject({ missing: 2, capped: false, before: cursor('n2', 8) });
    expect(result.current.feed.hasMore).toBe(true);
    expect((await db.feedState.get('home'))?.nextCursor).toBe(cursor('old2', 1));

    act(() => result.current.gaps.fill(result.current.gaps.gaps[0]!.id));
    await waitFor(() => expect(result.current.gaps.gaps).toHaveLength(0));
    expect(calls.at(-1)!.path).toContain(`before=${encodeURIComponent(cursor('n2', 8))}`);
    expect(calls.at(-1)!.path).toContain(`since=${encodeURIComponent(cursor('old1', 2))}`);
    await waitFor(() =>
      expect(ids(result.current.feed.items)).toEqual(['n1', 'n2', 'n3', 'n4', 'old1', 'old2']),
    );
  });

  it('takes out stored posts the page covers but no longer lists, and records no gap when it reaches them', async () => {
    await holdFeed(['deleted', 7], ['kept', 5], ['below', 4]);
    scriptFetch({
      'GET /posts': ok({
        posts: [post('new', 9), post('kept', 5)],
        hasMore: true,
        nextCursor: cursor('kept', 5),
        gap: null,
      }),
    });
    const { result } = renderHook(() => useFeedAndGaps(), { wrapper: SignedIn });
    // 'below' lies under the page's end, so the page says nothing about it: it stays.
    await waitFor(() => expect(ids(result.current.feed.items)).toEqual(['new', 'kept', 'below']));
    expect(await db.feedGaps.count()).toBe(0);
  });

  it('keeps only what the server lists when the newest page is the whole feed', async () => {
    await holdFeed(['kept', 5], ['gone', 4]);
    scriptFetch({
      'GET /posts': ok({ posts: [post('new', 9), post('kept', 5)], hasMore: false, nextCursor: null }),
    });
    const { result } = renderHook(() => useFeedAndGaps(), { wrapper: SignedIn });
    await waitFor(() => expect(ids(result.current.feed.items)).toEqual(['new', 'kept']));
    expect(result.current.feed.hasMore).toBe(false);
  });

  it('shows why a gap did not fill and keeps it', async () => {
    await holdFeed(['old1', 2]);
    let offline = false;
    scriptFetch({
      'GET /posts': () => {
        if (offline)
          return { status: 503, body: { success: false, message: 'Service unavailable', code: 'x' } };
        return ok({
          posts: [post('n1', 9)],
          hasMore: true,
          nextCursor: cursor('n1', 9),
          gap: { missing: 150, capped: true },
        });
      },
    });
    const { result } = renderHook(() => useFeedAndGaps(), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.gaps.gaps).toHaveLength(1));
    offline = true;
    act(() => result.current.gaps.fill(result.current.gaps.gaps[0]!.id));
    await waitFor(() => expect(result.current.gaps.gaps[0]!.error).toBeTruthy());
    expect(result.current.gaps.gaps[0]).toMatchObject({ loading: false, capped: true });
  });
});
