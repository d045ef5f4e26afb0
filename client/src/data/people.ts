import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ProfileUserDto, PublicUserDto } from '@flock/shared';
import { isApiError } from '../api/ApiError';
import { usersApi, type FollowListKind, type FollowListPage } from '../api/users';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb, type MemberRecord } from '../db/memberDb';
import type { FollowRecord } from '../db/records';
import { isQueued } from '../sync/outboxQueue';
import { errorText } from './errorText';
import { followMember, unfollowMember } from './follows';
import type { PagedList } from './types';
import { usePagedList, type PageLoader } from './usePagedList';

/**
 * Other members, offline first: profiles and follow lists are stored in Dexie as they arrive and the
 * UI renders the stored copy, with this device's follow state (data/follows.ts) laid over it.
 */

/** A member as the UI shows them. */
export type MemberView = Omit<MemberRecord, 'usernameKey' | 'savedAt'>;

export const PROFILE_LOAD_FAILED = 'The profile could not be loaded. Check your connection and try again.';
export const USERS_LOAD_FAILED = 'Failed to fetch users';

const MEMBER_TABLES = ['members', 'follows', 'outbox', 'followLists', 'feedState'] as const;

export const followListKey = (kind: FollowListKind, userId: string) => `${kind}:${userId}`;

export function presentMember(record: MemberRecord, follow: FollowRecord | undefined): MemberView {
  const { usernameKey: _usernameKey, savedAt: _savedAt, ...member } = record;
  if (!follow) return member;
  return {
    ...member,
    isFollowing: follow.isFollowing,
    followersCount: follow.followersCount ?? member.followersCount,
  };
}

/** When this device last followed or unfollowed each member: answers fetched before that are older. */
const followTouchedAt = new Map<string, number>();

/** Follow or unfollow from a button: optimistic, through the outbox (data/follows.ts). */
export function setFollowingMember(member: MemberView, follow: boolean): Promise<void> {
  followTouchedAt.set(member.id, Date.now());
  const known = {
    username: member.username,
    isFollowing: member.isFollowing,
    followersCount: member.followersCount,
  };
  return follow ? followMember(member.id, known) : unfollowMember(member.id, known);
}

/** A read of members from the server: when it left, and whom a follow or unfollow was queued for then. */
export interface MemberRead {
  at: number;
  followsQueued: ReadonlySet<string>;
}

/** Call just before asking the server for members: what storeMembers needs to know of that moment. */
export async function startMemberRead(db: MemberDb): Promise<MemberRead> {
  const at = Date.now();
  return { at, followsQueued: await queuedFollows(db) };
}

/** The members a follow or unfollow is queued for on this device now. */
async function queuedFollows(db: MemberDb): Promise<Set<string>> {
  const follows = await db.outbox.where('kind').equals('user.follow').toArray();
  return new Set(follows.filter(isQueued).map((entry) => entry.entityId));
}

/**
 * Stores members fetched from the server. Where this device keeps a follow state for one of them,
 * the server's answer replaces it, unless a follow or unfollow of them is queued now, was queued when
 * the request left (the server may have answered before applying it, and its answer may arrive after
 * the outbox let it go), or was made after the request left. Call inside a 'rw' transaction over
 * MEMBER_TABLES.
 */
export async function storeMembers(
  db: MemberDb,
  users: readonly (PublicUserDto | ProfileUserDto)[],
  read: MemberRead,
): Promise<void> {
  if (users.length === 0) return;
  const ids = users.map((user) => user.id);
  const existing = await db.members.bulkGet(ids);
  const follows = await db.follows.bulkGet(ids);
  const queued = await queuedFollows(db);
  const now = Date.now();
  await db.members.bulkPut(
    users.map((user, index) => ({
      ...existing[index],
      ...user,
      usernameKey: user.username.toLowerCase(),
      savedAt: now,
    })),
  );
  const settled = users.filter(
    (user, index) =>
      follows[index] &&
      !queued.has(user.id) &&
      !read.followsQueued.has(user.id) &&
      (followTouchedAt.get(user.id) ?? 0) <= read.at,
  );
  await db.follows.bulkPut(
    settled.map((user) => ({
      userId: user.id,
      isFollowing: user.isFollowing,
      followersCount: user.followersCount,
    })),
  );
}

/** Stores members from a list the UI holds itself (Explore); the profile then opens offline too. */
export function rememberMembers(db: MemberDb, users: readonly PublicUserDto[], read: MemberRead) {
  return db.transaction('rw', MEMBER_TABLES, () => storeMembers(db, users, read));
}

/** The stored members with these ids, in order, as the UI shows them (live when read in a live query). */
export async function readMembers(db: MemberDb, ids: readonly string[]): Promise<MemberView[]> {
  const records = await db.members.bulkGet([...ids]);
  const follows = await db.follows.bulkGet([...ids]);
  return records.flatMap((record, index) => (record ? [presentMember(record, follows[index])] : []));
}

/** Calls `again` when the browser comes back online (what was shown may be out of date, or failed). */
export function useAgainWhenOnline(again: () => void): void {
  useEffect(() => {
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [again]);
}

// ---- One member's profile -------------------------------------------------------------------------

type ProfileFetch = { result: 'found' | 'not-found' } | { result: 'error'; error: string };

async function findStoredMember(db: MemberDb, idOrUsername: string): Promise<MemberRecord | undefined> {
  return (
    (await db.members.where('usernameKey').equals(idOrUsername.toLowerCase()).first()) ??
    (await db.members.get(idOrUsername))
  );
}

async function fetchProfile(db: MemberDb, idOrUsername: string): Promise<ProfileFetch> {
  try {
    const read = await startMemberRead(db);
    const { user } = await usersApi.profile(idOrUsername);
    await db.transaction('rw', MEMBER_TABLES, () => storeMembers(db, [user], read));
    return { result: 'found' };
  } catch (error) {
    if (isApiError(error) && error.code === 'user_not_found') {
      await db.transaction('rw', MEMBER_TABLES, async () => {
        const stored = await findStoredMember(db, idOrUsername);
        if (stored) await db.members.delete(stored.id);
      });
      return { result: 'not-found' };
    }
    return { result: 'error', error: errorText(error, PROFILE_LOAD_FAILED) };
  }
}

export interface MemberProfileView {
  member: MemberView | undefined;
  status: 'loading' | 'ready' | 'not-found' | 'error';
  /** Why the profile (or, when a stored copy shows, its refresh) could not be loaded. */
  error: string | null;
  retry(): void;
}

/** Another member's profile by username (or id): the stored copy at once, refreshed from the server. */
export function useMemberProfile(idOrUsername: string): MemberProfileView {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const stored = useLiveQuery(async () => {
    if (!db) return null;
    const record = await findStoredMember(db, idOrUsername);
    return record ? presentMember(record, await db.follows.get(record.id)) : null;
  }, [db, idOrUsername]);
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<{ key: string; outcome: ProfileFetch } | null>(null);
  const key = `${db?.name ?? ''}|${idOrUsername}#${attempt}`;

  useEffect(() => {
    if (!db) return;
    let current = true;
    void fetchProfile(db, idOrUsername).then((outcome) => {
      if (current) setFetched({ key, outcome });
    });
    return () => {
      current = false;
    };
  }, [db, idOrUsername, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useAgainWhenOnline(retry);
  const outcome = fetched?.key === key ? fetched.outcome : null;
  const error = outcome?.result === 'error' ? outcome.error : null;
  if (stored) return { member: stored, status: 'ready', error, retry };
  let status: MemberProfileView['status'] = 'loading';
  if (stored === null && outcome?.result === 'not-found') status = 'not-found';
  else if (stored === null && outcome?.result === 'error') status = 'error';
  return { member: undefined, status, error, retry };
}

// ---- Followers and following ----------------------------------------------------------------------

export interface FollowListView extends PagedList<MemberView> {
  /** The member keeps their followers and following private. */
  hidden: boolean;
  total: number | null;
}

const isListsPrivate = (error: unknown) => isApiError(error) && error.code === 'profile_lists_private';

async function fetchFollowList(
  userId: string,
  kind: FollowListKind,
  page: number,
): Promise<FollowListPage & { hidden: boolean }> {
  try {
    return { ...(await usersApi.followList(userId, kind, page)), hidden: false };
  } catch (error) {
    if (isListsPrivate(error)) return { users: [], hasMore: false, total: 0, hidden: true };
    throw error;
  }
}

/** Loads a page of a follow list into Dexie: 'refresh' replaces the list with page 1, 'more' appends. */
function followListLoader(userId: string, kind: FollowListKind): PageLoader {
  const key = followListKey(kind, userId);
  return async (db, mode, state) => {
    const page = mode === 'more' ? (state?.page ?? 1) + 1 : 1;
    const read = await startMemberRead(db);
    const result = await fetchFollowList(userId, kind, page);
    await db.transaction('rw', MEMBER_TABLES, async () => {
      await storeMembers(db, result.users, read);
      const before = mode === 'more' ? ((await db.followLists.get(key))?.memberIds ?? []) : [];
      const memberIds = [...new Set([...before, ...result.users.map((user) => user.id)])];
      const now = Date.now();
      await db.followLists.put({
        key,
        memberIds,
        total: result.hidden ? null : result.total,
        hidden: result.hidden,
        refreshedAt: now,
      });
      await db.feedState.put({
        feed: key,
        nextCursor: null,
        page,
        hasMore: result.hasMore,
        refreshedAt: now,
      });
    });
  };
}

const asIs = (member: MemberView) => member;

/** A member's followers or following (50 a page), as last seen on this device, refreshed when shown. */
export function useFollowList(userId: string, kind: FollowListKind): FollowListView {
  const key = followListKey(kind, userId);
  const read = useCallback(
    async (db: MemberDb) => readMembers(db, (await db.followLists.get(key))?.memberIds ?? []),
    [key],
  );
  const load = useMemo(() => followListLoader(userId, kind), [userId, kind]);
  const list = usePagedList({
    list: key,
    enabled: userId !== '',
    read,
    load,
    present: asIs,
    fallbackError: USERS_LOAD_FAILED,
  });
  const refresh = list.refresh;
  useAgainWhenOnline(useCallback(() => void refresh(), [refresh]));
  const { user } = useAuth();
  const meta = useLiveQuery(
    async () => (user ? ((await memberDb(user.id).followLists.get(key)) ?? null) : null),
    [user?.id, key],
  );
  return { ...list, hidden: meta?.hidden ?? false, total: meta?.total ?? null };
}
