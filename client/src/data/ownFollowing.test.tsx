import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../auth/AuthContext';
import type { MemberDb } from '../db/memberDb';
import { signedInAuth } from '../pages/dashboard/testKit';
import { outboxOf, signedInEachTest } from '../test/memberDbTestKit';
import { followMember, unfollowMember } from './follows';
import { queuedFollowing, useOwnFollowingCount } from './ownFollowing';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

describe('queuedFollowing', () => {
  it('adds the follows and takes away the unfollows still waiting, ignoring refused ones', async () => {
    expect(await queuedFollowing(db)).toEqual({ change: 0, waiting: 0 });
    await followMember('u1', { isFollowing: false, followersCount: 3 });
    await followMember('u2', { isFollowing: false, followersCount: 3 });
    await unfollowMember('u3', { isFollowing: true, followersCount: 3 });
    expect(await queuedFollowing(db)).toEqual({ change: 1, waiting: 3 });

    // Followed and unfollowed again before it was sent: nothing is left to send.
    await unfollowMember('u2');
    expect(await queuedFollowing(db)).toEqual({ change: 0, waiting: 2 });

    const [first] = await outboxOf(db);
    await db.outbox.update(first!.id, { state: 'failed' });
    expect(await queuedFollowing(db)).toEqual({ change: -1, waiting: 1 });
  });
});

describe('useOwnFollowingCount', () => {
  function renderCount(refreshUser: () => Promise<void>) {
    const auth = signedInAuth({ refreshUser: vi.fn(refreshUser) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    );
    const hook = renderHook(({ count }) => useOwnFollowingCount(count), {
      wrapper,
      initialProps: { count: 31 },
    });
    return { ...hook, refreshUser: auth.refreshUser };
  }

  it('counts a queued follow at once, and keeps it until the fresh count arrives once it is sent', async () => {
    let finishRefresh = () => undefined as void;
    const { result, rerender, refreshUser } = renderCount(
      () => new Promise<void>((resolve) => (finishRefresh = resolve)),
    );
    expect(result.current).toBe(31);

    await act(() => followMember('u1', { isFollowing: false, followersCount: 3 }));
    await waitFor(() => expect(result.current).toBe(32));

    // Sent: the entry is gone, the server's count has not been fetched yet.
    await act(() => db.outbox.clear());
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(32);

    rerender({ count: 32 });
    await act(async () => finishRefresh());
    await waitFor(() => expect(result.current).toBe(32));
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('counts a follow queued while a sent one waits for its count, and holds a count fetched offline', async () => {
    let finishRefresh = () => undefined as void;
    const { result, refreshUser } = renderCount(
      () => new Promise<void>((resolve) => (finishRefresh = resolve)),
    );
    await act(() => followMember('u1', { isFollowing: false, followersCount: 3 }));
    await waitFor(() => expect(result.current).toBe(32));
    await act(() => db.outbox.clear());
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1));
    await act(() => followMember('u2', { isFollowing: false, followersCount: 3 }));
    await waitFor(() => expect(result.current).toBe(33));

    // The fetch ends without the network: its answer cannot be the new count, so the change stays.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => finishRefresh());
    expect(result.current).toBe(33);
    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(refreshUser).toHaveBeenCalledTimes(2);
  });

  it('never shows less than zero', async () => {
    const { result, rerender } = renderCount(() => Promise.resolve());
    rerender({ count: 0 });
    await act(() => unfollowMember('u1', { isFollowing: true, followersCount: 3 }));
    await waitFor(() => expect(result.current).toBe(0));
  });
});
