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
  /** What the device holds of the list, in order; at most `limit` items when one is given. */
  read(db: MemberDb, limit?: number): Promise<R[]>;
  load: PageLoader;
  present(record: R): T;
  fallbackError: string;
  /**
   * Show this many items at first and this many more on each Load More; items further down stay on
   * the device until then. Without it every stored item is shown. It keeps what a screen reads and
   * draws after each change bounded however much the device holds (hundreds of posts written offline).
   */
  shownPerStep?: number;
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
  shownPerStep,
}: PagedListOptions<R, T>): PagedList<T> {
  const { user } = useAuth();
  const db = user ? memberDb(user.id) : null;
  // Unchanged items stay the same objects from one answer to the next, so memoised rows skip them.
  const [keepUnchanged] = useState(keepUnchangedItems<T>);
  const [limit, setLimit] = useState(shownPerStep);
  const shown = useLiveQuery(async () => {
    if (!db) return undefined;
    // One more than shown tells whether the device holds more than the screen shows.
    const records = await read(db, limit === undefined ? undefined : limit + 1);
    const hidden = limit !== undefined && records.length > limit;
    return { items: keepUnchanged((hidden ? records.slice(0, limit) : records).map(present)), hidden };
  }, [db, read, present, keepUnchanged, limit]);
  const items = shown?.items;
  const moreOnDevice = shown?.hidden ?? false;
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
  const loadMore = useCallback(async () => {
    if (shownPerStep !== undefined) setLimit((current) => (current ?? 0) + shownPerStep);
    // Items already on the device are shown first; the server is asked once they all are.
    if (!moreOnDevice) await run('more');
  }, [run, shownPerStep, moreOnDevice]);

  useEffect(() => {
    if (enabled && db) void settle(loadPage(db, list, 'refresh', load));
  }, [enabled, db, list, load, settle]);

  const current: Omit<LoadOutcome, 'key'> =
    outcome?.key === key ? outcome : { status: enabled && db ? 'loading' : 'idle', error: null };
  return {
    items,
    status: current.status,
    error: current.error,
    hasMore: moreOnDevice || (state?.hasMore ?? false),
    loadMore,
    refresh,
  };
}
