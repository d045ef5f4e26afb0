import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../auth/useAuth';
import { deleteMemberDb, memberDb } from '../db/memberDb';
import { ok, scriptFetch, SignedIn, TEST_USER } from '../pages/dashboard/testKit';
import { applyEntrySuccess, rollbackEntry } from '../sync/kinds/handlers';
import { setActiveMember } from '../sync/member';
import {
  saveOwnProfile,
  updateOwnProfile,
  uploadOwnPicture,
  useOwnProfile,
  withPictureVersion,
} from './profile';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setActiveMember(null);
  await deleteMemberDb(TEST_USER.id);
});

describe('withPictureVersion', () => {
  it('adds or replaces v= and keeps other parameters', () => {
    expect(withPictureVersion('/media/a.jpg', 5)).toBe('/media/a.jpg?v=5');
    expect(withPictureVersion('/media/a.jpg?v=1', 5)).toBe('/media/a.jpg?v=5');
    expect(withPictureVersion('/media/a.jpg?size=2&v=1', 5)).toBe('/media/a.jpg?size=2&v=5');
    expect(withPictureVersion('/media/a.jpg?v=1&size=2#x', 5)).toBe('/media/a.jpg?size=2&v=5#x');
    expect(withPictureVersion(null)).toBeNull();
  });
});

describe('useOwnProfile', () => {
  it('falls back to the session copy, then renders what Dexie holds', async () => {
    const { result } = renderHook(() => useOwnProfile(), { wrapper: SignedIn });
    expect(result.current?.firstName).toBe('Ada');
    await act(() => saveOwnProfile({ ...TEST_USER, firstName: 'Augusta' }));
    await waitFor(() => expect(result.current?.firstName).toBe('Augusta'));
  });

  it('keeps the session’s object while the device holds the same record', async () => {
    const { result } = renderHook(() => ({ own: useOwnProfile(), session: useAuth().user }), {
      wrapper: SignedIn,
    });
    await act(() => saveOwnProfile({ ...TEST_USER, firstName: 'Augusta' }));
    await waitFor(() => expect(result.current.own?.firstName).toBe('Augusta'));
    await act(() => saveOwnProfile({ ...TEST_USER }));
    await waitFor(() => expect(result.current.own?.firstName).toBe('Ada'));
    expect(result.current.own).toBe(result.current.session);
  });
});

describe('saveOwnProfile', () => {
  it('writes nothing when the device already holds the same record', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    await saveOwnProfile(TEST_USER);
    now.mockReturnValue(2_000);
    await saveOwnProfile({ ...TEST_USER });
    expect((await memberDb(TEST_USER.id).profile.get('self'))?.savedAt).toBe(1_000);
    await saveOwnProfile({ ...TEST_USER, bio: 'Analyst' });
    expect(await memberDb(TEST_USER.id).profile.get('self')).toMatchObject({
      savedAt: 2_000,
      user: { bio: 'Analyst' },
    });
    now.mockRestore();
  });
});

describe('writes', () => {
  it('edits on the device at once and queues the request; a fetched record keeps the queued edit', async () => {
    setActiveMember({ userId: TEST_USER.id, token: 'test-token' });
    const db = memberDb(TEST_USER.id);
    await saveOwnProfile(TEST_USER);
    const user = await updateOwnProfile({ firstName: 'Augusta', lastName: 'King', bio: 'New bio' });
    expect(user).toMatchObject({
      firstName: 'Augusta',
      lastName: 'King',
      fullName: 'Augusta King',
      bio: 'New bio',
    });
    expect((await db.profile.get('self'))?.user).toEqual(user);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      method: 'PUT',
      path: '/auth/profile',
      body: { firstName: 'Augusta', lastName: 'King', bio: 'New bio' },
      kind: 'profile.update',
    });

    // The server's record, fetched before the edit landed, does not take it back.
    await saveOwnProfile({ ...TEST_USER, followersCount: 7 });
    expect((await db.profile.get('self'))?.user).toMatchObject({
      firstName: 'Augusta',
      bio: 'New bio',
      followersCount: 7,
    });

    // Refused: the names and bio from before come back.
    await db.transaction('rw', db.tables, () => rollbackEntry(db, entry!));
    expect((await db.profile.get('self'))?.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      bio: 'First programmer.',
      followersCount: 7,
    });
  });

  it('takes the server record once it accepted the edit, later queued edits on top', async () => {
    setActiveMember({ userId: TEST_USER.id, token: 'test-token' });
    const db = memberDb(TEST_USER.id);
    await saveOwnProfile(TEST_USER);
    await updateOwnProfile({ firstName: 'Augusta', lastName: 'Lovelace', bio: 'First' });
    await updateOwnProfile({ firstName: 'Augusta', lastName: 'Lovelace', bio: 'Second' });
    const [first] = await db.outbox.orderBy('seq').toArray();
    const accepted = {
      ...TEST_USER,
      firstName: 'Augusta',
      fullName: 'Augusta Lovelace',
      bio: 'First',
      postsCount: 43,
    };
    await db.transaction('rw', db.tables, () => applyEntrySuccess(db, first!, { user: accepted }));
    expect((await db.profile.get('self'))?.user).toMatchObject({ bio: 'Second', postsCount: 43 });
  });

  it('versions the uploaded picture URL so no cache serves the old one', async () => {
    const calls = scriptFetch({
      'PUT /auth/profile-image': ok({ user: { ...TEST_USER, profilePicture: '/media/p.jpg' } }),
    });
    const user = await uploadOwnPicture(new Blob(['x'], { type: 'image/jpeg' }));
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect(user.profilePicture).toMatch(/^\/media\/p\.jpg\?v=\d+$/);
    expect((await memberDb(TEST_USER.id).profile.get('self'))?.user.profilePicture).toBe(user.profilePicture);
  });
});
