import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ExploreCountsDto, ExploreFilter } from '@flock/shared';
import { usersApi } from '../api/users';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import { errorText } from './errorText';
import {
  readMembers,
  rememberMembers,
  startMemberRead,
  useAgainWhenOnline,
  USERS_LOAD_FAILED,
  type MemberView,
} from './people';
import type { LoadStatus } from './types';

/**
 * Explore Users: pages of 20 from the server, for a filter and an optional search. The members are
 * stored as they arrive (their profiles then open offline) and shown from Dexie, so a Follow on a
 * card shows at once; the Following / Not Following tiles move with the follows made here.
 */

interface LoadedPages {
  filter: ExploreFilter;
  query: string;
  ids: string[];
  /** Whether the server said the member follows each one, to move the tiles by later follows. */
  serverFollowing: Record<string, boolean>;
  hasMore: boolean;
  counts: ExploreCountsDto;
}

export interface ExploreView {
  /** Undefined until the first page for this filter has arrived. */
  users: MemberView[] | undefined;
  counts: ExploreCountsDto | null;
  status: LoadStatus;
  error: string | null;
  hasMore: boolean;
  /** The users shown answer an earlier search; the current one is on its way. */
  searching: boolean;
  /** The error (if any) is about Load More, not the first page. */
  failedPage: 'first' | 'more' | null;
  loadMore(): void;
  retry(): void;
}

function movedCounts(
  counts: ExploreCountsDto,
  users: MemberView[],
  serverFollowing: Record<string, boolean>,
) {
  let delta = 0;
  for (const user of users) {
    const before = serverFollowing[user.id];
    if (before !== undefined && before !== user.isFollowing) delta += user.isFollowing ? 1 : -1;
  }
  return {
    totalUsers: counts.totalUsers,
    following: Math.max(0, counts.following + delta),
    notFollowing: Math.max(0, counts.notFollowing - delta),
  };
}

export function useExplore(filter: ExploreFilter, query: string): ExploreView {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  const key = `${filter}|${query}`;
  const [more, setMore] = useState({ key, page: 1 });
  const page = more.key === key ? more.page : 1;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<LoadedPages | null>(null);
  const [outcome, setOutcome] = useState<{ request: string; error: string | null } | null>(null);
  const request = `${key}|${page}|${attempt}`;

  useEffect(() => {
    if (!db) return;
    const controller = new AbortController();
    const read = startMemberRead(db);
    read
      .then(() => usersApi.explore({ filter, q: query, page }, controller.signal))
      .then(
        async (result) => {
          await rememberMembers(db, result.users, await read).catch(() => undefined);
          if (controller.signal.aborted) return;
          setLoaded((previous) => {
            const base =
              page > 1 && previous?.filter === filter && previous.query === query ? previous : null;
            const ids = [...new Set([...(base?.ids ?? []), ...result.users.map((u) => u.id)])];
            const serverFollowing = { ...base?.serverFollowing };
            for (const u of result.users) serverFollowing[u.id] = u.isFollowing;
            return { filter, query, ids, serverFollowing, hasMore: result.hasMore, counts: result.counts };
          });
          setOutcome({ request, error: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setOutcome({ request, error: errorText(error, USERS_LOAD_FAILED) });
        },
      );
    return () => controller.abort();
  }, [db, filter, query, page, request]);

  const shown = loaded?.filter === filter ? loaded : null;
  const ids = shown?.ids;
  const users = useLiveQuery(async () => (db && ids ? readMembers(db, ids) : undefined), [db, ids]);

  const current = outcome?.request === request ? outcome : null;
  const status: LoadStatus = current ? (current.error ? 'error' : 'idle') : 'loading';
  const hasMore = Boolean(shown?.hasMore) && shown?.query === query;
  const loadMore = useCallback(() => {
    if (status === 'loading' || !hasMore) return;
    setMore({ key, page: page + 1 });
  }, [status, hasMore, key, page]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useAgainWhenOnline(retry);

  return {
    users: shown ? users : undefined,
    counts: loaded ? movedCounts(loaded.counts, users ?? [], loaded.serverFollowing) : null,
    status,
    error: current?.error ?? null,
    hasMore,
    searching: shown !== null && shown.query !== query,
    failedPage: current?.error ? (page > 1 ? 'more' : 'first') : null,
    loadMore,
    retry,
  };
}
