import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PostDto } from '@flock/shared';
import { deleteMemberDb, memberDb, type MemberDb } from '../db/memberDb';
import { TEST_USER } from '../pages/dashboard/testKit';
import { setActiveMember } from '../sync/member';

/**
 * The signed-in member's database for tests of the data layer, the sync engine and the screens on
 * top of them. Test files import 'fake-indexeddb/auto' first, before anything opens Dexie.
 * Imported by tests only.
 */

/** The signed-in member's database with their profile, as the app has it after sign-in. */
export async function signedInDb(): Promise<MemberDb> {
  setActiveMember({ userId: TEST_USER.id, token: 'test-token' });
  const db = memberDb(TEST_USER.id);
  await db.profile.put({ key: 'self', user: TEST_USER, savedAt: Date.now() });
  return db;
}

export async function resetDb(): Promise<void> {
  setActiveMember(null);
  await deleteMemberDb(TEST_USER.id);
}

/**
 * Starts each test of the file signed in with a fresh database (handed to `onOpen`); after each
 * test, unmounts what it rendered, restores spies and stubbed globals and deletes the database.
 * An `afterEach` the file registers after calling this runs before it (Vitest runs them in reverse).
 */
export function signedInEachTest(onOpen: (db: MemberDb) => void = () => undefined): void {
  beforeEach(async () => {
    onOpen(await signedInDb());
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await resetDb();
  });
}

export async function putPosts(db: MemberDb, ...posts: PostDto[]): Promise<void> {
  await db.posts.bulkPut(posts.map((p) => ({ ...p, savedAt: 0 })));
}

export const outboxOf = (db: MemberDb) => db.outbox.orderBy('seq').toArray();
