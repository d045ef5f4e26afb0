import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApiError } from '../api/ApiError';
import { useAuth } from '../auth/useAuth';
import { memberDb, type MemberDb } from '../db/memberDb';
import type { FeedStateRecord } from '../db/records';
import { errorText } from './errorText';
import { keepUnchangedItems } from './keepUnchangedItems';
import type { LoadStatus, PagedList } from './types';

/** Fetches a page of a list into Dexie: 'refresh' replaces the first page, 'more' appends the next. */
export type PageLoader = (
  db: MemberDb,
  mode: 'refresh' | 'more',
  state: FeedStateRecord | undefined,
) => Promise<void>;

const inFlight = new Map<string, Promise<void>>();

/** One request per list and mode at a time, shared by every screen (and the sync engine) asking for it. */
export function loadPage(
  db: MemberDb,
  list: string,
  mode: 'refresh' | 'more',
  load: PageLoader,
): Promise<void> {
  const key = `${db.name}|${list}|${mode}`;
  let running = inFlight.get(key);
  if (!running) {
    running = db.feedState
      .get(list)
      .then((state) => {
        if (mode === 'more' && state && !state.hasMore) return;
        return load(db, mode, state);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

interface PagedListOptions<R, T> {
  /** The list's name in `feedState`. */
  list: string;
  /** Loads from the server only while true; what the device has is shown regardless. */
  enabled: boolean;
  read(db: MemberDb): Promise<R[]>;
  load: PageLoader;
  present(record: R): T;
  fallbackError: string;
}

interface LoadOutcome {
  key: string;
  status: LoadStatus;
  error: string | null;
}

/** A list rendered from Dexie, with its first page refreshed from the server when it appears. */
export function usePagedList<R, T>({
  list,
  enabled,
  read,
  load,
  present,
  fallbackError,
}: PagedListOptions<R, T>): PagedList<T> {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  // Unchanged items stay the same objects from one answer to the next, so memoised rows skip them.
  const [keepUnchanged] = useState(keepUnchangedItems<T>);
  const items = useLiveQuery(
    async () => (db ? keepUnchanged((await read(db)).map(present)) : undefined),
    [db, read, present, keepUnchanged],
  );
  const state = useLiveQuery(async () => (db ? ((await db.feedState.get(list)) ?? null) : null), [db, list]);
  const key = `${db?.name ?? ''}|${list}`;
  const [outcome, setOutcome] = useState<LoadOutcome | null>(null);

  const settle = useCallback(
    (loading: Promise<void>) =>
      loading.then(
        () => setOutcome({ key, status: 'idle', error: null }),
        (caught: unknown) => {
          const offline = isApiError(caught) && caught.kind === 'network' && !navigator.onLine;
          setOutcome({
            key,
            status: offline ? 'idle' : 'error',
            error: offline ? null : errorText(caught, fallbackError),
          });
        },
      ),
    [key, fallbackError],
  );

  const run = useCallback(
    async (mode: 'refresh' | 'more') => {
      if (!db) return;
      setOutcome({ key, status: 'loading', error: null });
      await settle(loadPage(db, list, mode, load));
    },
    [db, key, list, load, settle],
  );
  const refresh = useCallback(() => run('refresh'), [run]);
  const loadMore = useCallback(() => run('more'), [run]);

  useEffect(() => {
    if (enabled && db) void settle(loadPage(db, list, 'refresh', load));
  }, [enabled, db, list, load, settle]);

  const current: Omit<LoadOutcome, 'key'> =
    outcome?.key === key ? outcome : { status: enabled && db ? 'loading' : 'idle', error: null };
  return {
    items,
    status: current.status,
    error: current.error,
    hasMore: state?.hasMore ?? false,
    loadMore,
    refresh,
  };
}
