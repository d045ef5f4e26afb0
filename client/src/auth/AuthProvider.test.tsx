import 'fake-indexeddb/auto';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelfUserDto } from '@flock/shared';
import { ok, scriptFetch, TEST_USER } from '../pages/dashboard/testKit';
import { AuthProvider } from './AuthProvider';
import { storeSession } from './authStorage';
import { useAuth } from './useAuth';

/** A token the app reads as valid for an hour (the server is not asked to check it here). */
const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('keeps the member record it shows when a fresh copy changed nothing, and takes one that did', async () => {
    storeSession({ token, user: TEST_USER });
    let fresh: SelfUserDto = { ...TEST_USER };
    const calls = scriptFetch({ 'GET /auth/profile': () => ok({ user: fresh }) });
    const shown: Array<SelfUserDto | null> = [];
    const refreshes = new Set<() => Promise<void>>();
    let refresh: () => Promise<void> = () => Promise.resolve();
    function Member() {
      const { user, refreshUser } = useAuth();
      refresh = refreshUser;
      refreshes.add(refreshUser);
      if (shown.at(-1) !== user) shown.push(user);
      return null;
    }
    render(
      <AuthProvider>
        <Member />
      </AuthProvider>,
    );
    // The session start asks for the member again; the copy is the same as the stored one.
    await waitFor(() => expect(calls.filter((c) => c.path === '/auth/profile')).toHaveLength(1));
    await act(() => refresh());
    expect(calls.filter((c) => c.path === '/auth/profile')).toHaveLength(2);
    expect(shown).toHaveLength(1);

    fresh = { ...TEST_USER, followersCount: TEST_USER.followersCount + 1 };
    await act(() => refresh());
    expect(shown.map((user) => user?.followersCount)).toEqual([
      TEST_USER.followersCount,
      TEST_USER.followersCount + 1,
    ]);
    // refreshUser stays one function: screens that refresh when it changes do not fetch again.
    expect(refreshes.size).toBe(1);
  });
});
