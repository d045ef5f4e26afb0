import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProfileUpdateInput, SelfUserDto } from '@flock/shared';
import { authApi } from '../api/auth';
import { useAuth } from '../auth/useAuth';
import { readStoredSession } from '../auth/authStorage';
import { sameRecord } from '../auth/sameRecord';
import { memberDb } from '../db/memberDb';
import { NOT_SIGNED_IN_MESSAGE } from '../sync/member';
import { enqueue, isQueued } from '../sync/outboxQueue';
import { changeOfEntry, isSubscriptionEntry, withSubscriptionChange } from './subscription';
import { writeLocally } from './writeTransaction';

/**
 * The signed-in member's own record, offline first: the UI renders what Dexie holds (so it is there
 * when the app starts offline) and falls back to the session's copy until the database answers.
 */
export function useOwnProfile(): SelfUserDto | null {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const stored = useLiveQuery(() => (userId ? readOwnProfile(userId) : null), [userId]);
  // The device's copy, once read, wins; while it holds what the session holds, the session's object stands.
  return stored && !sameRecord(stored, user) ? stored : user;
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

/**
 * Stores the member's record as the server sent it. Edits of this device not yet sent (profile,
 * subscription) stay on top: a record fetched before they land must not take them back.
 */
export async function saveOwnProfile(user: SelfUserDto): Promise<void> {
  const db = memberDb(user.id);
  await db.transaction('rw', db.profile, db.outbox, async () => {
    const edits = await db.outbox
      .orderBy('seq')
      .filter((entry) => (entry.kind === 'profile.update' || isSubscriptionEntry(entry)) && isQueued(entry))
      .toArray();
    const shown = edits.reduce(
      (record, entry) =>
        entry.kind === 'profile.update'
          ? withProfileEdit(record, entry.body as ProfileEdit)
          : withSubscriptionChange(record, changeOfEntry(entry)),
      user,
    );
    // Writing the same record again would only wake every screen that reads it.
    const stored = await db.profile.get('self');
    if (stored && sameRecord(stored.user, shown)) return;
    await db.profile.put({ key: 'self', user: shown, savedAt: Date.now() });
  });
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

const PROFILE_PATH = '/auth/profile';

/** What PUT /api/auth/profile sends. */
export type ProfileEdit = Pick<SelfUserDto, 'firstName' | 'lastName' | 'bio'>;

export interface ProfileEditUndo {
  before: ProfileEdit;
}

export function withProfileEdit(user: SelfUserDto, edit: ProfileEdit): SelfUserDto {
  const fullName = `${edit.firstName} ${edit.lastName}`.trim();
  return { ...user, ...edit, fullName: fullName || user.username };
}

/**
 * Edits the member's names and bio at once, on this device (offline too), and queues
 * PUT /api/auth/profile; every place that shows the member follows the stored record.
 */
export function updateOwnProfile(input: ProfileUpdateInput): Promise<SelfUserDto> {
  const edit: ProfileEdit = { firstName: input.firstName, lastName: input.lastName, bio: input.bio ?? '' };
  return writeLocally(async (db) => {
    const stored = (await db.profile.get('self'))?.user;
    const session = readStoredSession();
    const current = stored ?? (session.kind === 'found' ? session.session.user : null);
    if (!current) throw new Error(NOT_SIGNED_IN_MESSAGE);
    const user = withProfileEdit(current, edit);
    await db.profile.put({ key: 'self', user, savedAt: Date.now() });
    await enqueue(db, {
      method: 'PUT',
      path: PROFILE_PATH,
      body: edit,
      kind: 'profile.update',
      entityId: current.id,
      label: 'Edit your profile',
      undo: {
        before: { firstName: current.firstName, lastName: current.lastName, bio: current.bio },
      } satisfies ProfileEditUndo,
    });
    return user;
  });
}

export async function uploadOwnPicture(image: Blob): Promise<SelfUserDto> {
  const { user } = await authApi.uploadProfileImage(image);
  const updated = { ...user, profilePicture: withPictureVersion(user.profilePicture) };
  await saveOwnProfile(updated).catch(() => undefined);
  return updated;
}
