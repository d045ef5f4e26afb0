import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member, membersNamed } from '../components/people/peopleTestKit';
import type { MemberDb } from '../db/memberDb';
import { fail, ok, scriptFetch, SignedIn } from '../pages/dashboard/testKit';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import {
  rememberMembers,
  setFollowingMember,
  startMemberRead,
  useFollowList,
  useMemberProfile,
} from './people';

let db: MemberDb;
/** A read that left at `at` with no follow queued. */
const readAt = (at: number) => ({ at, followsQueued: new Set<string>() });
signedInEachTest((opened) => (db = opened));

describe('useMemberProfile', () => {
  it('fetches by username, stores the member and shows them', async () => {
    const calls = scriptFetch({ 'GET /users/profile/Grace': ok({ user: member('grace') }) });
    const { result } = renderHook(() => useMemberProfile('Grace'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.member).toMatchObject({
      username: 'grace',
      followersCount: 10,
      canViewPosts: true,
    });
    expect(calls.map((c) => c.path)).toEqual(['/users/profile/Grace']);
    expect((await db.members.get('id-grace'))?.usernameKey).toBe('grace');
  });

  it('shows the stored copy when the server cannot be reached', async () => {
    await rememberMembers(db, [member('grace', { bio: 'Seen before' })], readAt(Date.now()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    scriptFetch({ 'GET /users/profile/grace': 'network' });
    const { result } = renderHook(() => useMemberProfile('grace'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.member?.bio).toBe('Seen before'));
    await waitFor(() => expect(result.current.error).toMatch(/Network error/));
    expect(result.current.status).toBe('ready');
  });

  it('says not found for an unknown member and forgets a stored copy of them', async () => {
    await rememberMembers(db, [member('gone')], readAt(Date.now()));
    scriptFetch({ 'GET /users/profile/gone': fail(404, 'User not found', 'user_not_found') });
    const { result } = renderHook(() => useMemberProfile('gone'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('not-found'));
    expect(await db.members.get('id-gone')).toBeUndefined();
  });

  it('reports an error with nothing stored, and Retry asks again', async () => {
    let answer: { status: number; body: unknown } = fail(500, '');
    scriptFetch({ 'GET /users/profile/grace': () => answer });
    const { result } = renderHook(() => useMemberProfile('grace'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(
      'The profile could not be loaded. Check your connection and try again.',
    );
    answer = ok({ user: member('grace') });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});

describe('following from a profile', () => {
  it('moves the count by one at once and queues the follow', async () => {
    scriptFetch({ 'GET /users/profile/grace': ok({ user: member('grace') }) });
    const { result } = renderHook(() => useMemberProfile('grace'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.member).toBeDefined());
    await act(() => setFollowingMember(result.current.member!, true));
    await waitFor(() =>
      expect(result.current.member).toMatchObject({ isFollowing: true, followersCount: 11 }),
    );
    const [entry] = await outboxOf(db);
    expect(entry).toMatchObject({ kind: 'user.follow', method: 'POST', path: '/users/follow/id-grace' });
    expect(entry?.label).toBe('Follow @grace');
  });

  it('a fresh answer replaces the follow state only when nothing is queued for that member', async () => {
    const grace = member('grace');
    const alan = member('alan');
    await rememberMembers(db, [grace, alan], readAt(Date.now()));
    await setFollowingMember({ ...grace }, true);
    await db.follows.put({ userId: alan.id, isFollowing: true, followersCount: 11 });
    const later = Date.now() + 1;
    await rememberMembers(
      db,
      [{ ...grace }, { ...alan, isFollowing: false, followersCount: 9 }],
      readAt(later),
    );
    expect(await db.follows.get(grace.id)).toMatchObject({ isFollowing: true, followersCount: 11 });
    expect(await db.follows.get(alan.id)).toMatchObject({ isFollowing: false, followersCount: 9 });
  });

  it('an answer fetched before a follow made here does not undo it', async () => {
    const grace = member('grace');
    const before = Date.now() - 1000;
    await setFollowingMember(grace, true);
    await db.outbox.clear();
    await rememberMembers(db, [grace], readAt(before));
    expect(await db.follows.get(grace.id)).toMatchObject({ isFollowing: true });
  });

  it('an answer to a read that left while an unfollow was queued does not undo it', async () => {
    const grace = member('grace', { isFollowing: true, followersCount: 11 });
    await rememberMembers(db, [grace], readAt(Date.now()));
    await setFollowingMember({ ...grace }, false);
    // The profile is read again (coming online) while the unfollow is still queued...
    const read = await startMemberRead(db);
    // ...the unfollow is sent and answered first, then the read, with what the server held before it.
    await db.outbox.clear();
    await rememberMembers(db, [grace], read);
    expect(await db.follows.get(grace.id)).toMatchObject({ isFollowing: false, followersCount: 10 });
    // A read that leaves once nothing is queued is taken as it is.
    await rememberMembers(db, [{ ...grace, followersCount: 12 }], await startMemberRead(db));
    expect(await db.follows.get(grace.id)).toMatchObject({ isFollowing: true, followersCount: 12 });
  });
});

describe('useFollowList', () => {
  it('asks for 50, stores the rows, and Load More appends page 2', async () => {
    const calls = scriptFetch({
      'GET /users/id-grace/followers': (call) =>
        call.path.includes('page=2')
          ? ok({ followers: membersNamed('b', 1), hasMore: false, total: 3 })
          : ok({ followers: membersNamed('a', 2), hasMore: true, total: 3 }),
    });
    const { result } = renderHook(() => useFollowList('id-grace', 'followers'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.items?.map((m) => m.username)).toEqual(['a0', 'a1']));
    expect(calls[0]?.path).toBe('/users/id-grace/followers?page=1&limit=50');
    expect(result.current).toMatchObject({ hasMore: true, total: 3, hidden: false });
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items?.map((m) => m.username)).toEqual(['a0', 'a1', 'b0']));
    expect(calls.at(-1)?.path).toBe('/users/id-grace/followers?page=2&limit=50');
    expect(result.current.hasMore).toBe(false);
  });

  it('is readable offline once seen, with this device’s follows on top', async () => {
    scriptFetch({
      'GET /users/id-grace/following': ok({ following: membersNamed('c', 2), hasMore: false, total: 2 }),
    });
    const first = renderHook(() => useFollowList('id-grace', 'following'), { wrapper: SignedIn });
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    first.unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    scriptFetch({ 'GET /users/id-grace/following': 'network' });
    const again = renderHook(() => useFollowList('id-grace', 'following'), { wrapper: SignedIn });
    await waitFor(() => expect(again.result.current.items?.map((m) => m.username)).toEqual(['c0', 'c1']));
    await act(() => setFollowingMember(again.result.current.items![1]!, true));
    await waitFor(() =>
      expect(again.result.current.items?.[1]).toMatchObject({ isFollowing: true, followersCount: 11 }),
    );
    expect(again.result.current.status).toBe('idle');
  });

  it('marks a private member’s lists hidden (403 profile_lists_private)', async () => {
    scriptFetch({
      'GET /users/id-grace/followers': fail(
        403,
        'This member keeps their followers and following private',
        'profile_lists_private',
      ),
    });
    const { result } = renderHook(() => useFollowList('id-grace', 'followers'), { wrapper: SignedIn });
    await waitFor(() => expect(result.current.hidden).toBe(true));
    expect(result.current.items).toEqual([]);
    expect(result.current.status).toBe('idle');
  });
});
