import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteMemberDb, memberDb } from '../db/memberDb';
import { ok, scriptFetch, SignedIn, TEST_USER } from '../pages/dashboard/testKit';
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
});

describe('writes', () => {
  it('stores the edited profile in Dexie', async () => {
    const calls = scriptFetch({ 'PUT /auth/profile': ok({ user: { ...TEST_USER, bio: 'New bio' } }) });
    const user = await updateOwnProfile({ firstName: 'Ada', lastName: 'Lovelace', bio: 'New bio' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { firstName: 'Ada', lastName: 'Lovelace', bio: 'New bio' },
    });
    expect(user.bio).toBe('New bio');
    expect((await memberDb(TEST_USER.id).profile.get('self'))?.user.bio).toBe('New bio');
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
