import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProfileUpdateInput, SelfUserDto } from '@flock/shared';
import { authApi } from '../api/auth';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';

/**
 * The signed-in member's own record, offline first: the UI renders what Dexie holds (so it is there
 * when the app starts offline) and falls back to the session's copy until the database answers.
 */
export function useOwnProfile(): SelfUserDto | null {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const stored = useLiveQuery(() => (userId ? readOwnProfile(userId) : null), [userId]);
  return stored ?? user;
}

async function readOwnProfile(userId: string): Promise<SelfUserDto | null> {
  try {
    const record = await memberDb(userId).profile.get('self');
    return record?.user ?? null;
  } catch {
    // The database is being deleted (sign-out) or IndexedDB is unavailable: the session copy stands.
    return null;
  }
}

export async function saveOwnProfile(user: SelfUserDto): Promise<void> {
  await memberDb(user.id).profile.put({ key: 'self', user, savedAt: Date.now() });
}

/** Keeps Dexie in step with the session's copy, which AuthProvider refreshes from the server. */
export function useOwnProfileSync(): void {
  const { user } = useAuth();
  useEffect(() => {
    if (user)
      saveOwnProfile(user).catch((error: unknown) => console.warn('Could not store the profile', error));
  }, [user]);
}

/** Adds (or replaces) `v=<timestamp>` so a changed picture is never served from a cache. */
export function withPictureVersion(url: string | null, version = Date.now()): string | null {
  if (!url) return url;
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutVersion = path.replace(/([?&])v=[^&]*(&|$)/, (_match, before: string, after: string) =>
    after ? before : '',
  );
  const separator = withoutVersion.includes('?') ? '&' : '?';
  return `${withoutVersion}${separator}v=${version}${hash}`;
}

export async function updateOwnProfile(input: ProfileUpdateInput): Promise<SelfUserDto> {
  const { user } = await authApi.updateProfile({
    firstName: input.firstName,
    lastName: input.lastName,
    bio: input.bio ?? '',
  });
  await saveOwnProfile(user).catch(() => undefined);
  return user;
}

export async function uploadOwnPicture(image: Blob): Promise<SelfUserDto> {
  const { user } = await authApi.uploadProfileImage(image);
  const updated = { ...user, profilePicture: withPictureVersion(user.profilePicture) };
  await saveOwnProfile(updated).catch(() => undefined);
  return updated;
}
