import {
  drainOutbox,
  OUTBOX_DRAINED_MESSAGE,
  OUTBOX_SENDS_AT_ONCE,
  withOutboxLock,
  type LockManagerLike,
  type OutboxEntry,
  type ReadMedia,
  type SendOutcome,
} from '@flock/shared';
import {
  EMPTY,
  filter,
  from,
  fromEvent,
  map,
  merge,
  mergeMap,
  Observable,
  Subject,
  switchMap,
  timer,
} from 'rxjs';
import { memberDb } from '../db/memberDb';
import { refreshHomeFeed } from '../data/feed';
import { socketConnects } from '../realtime/serverEvents';
import { exhaustMapWithRerun } from '../streams/exhaustMapWithRerun';
import { dexieOutboxStore } from './dexieOutboxStore';
import { setDraining } from './drainState';
import { notifyExternalChanges } from './externalChanges';
import { applyEntrySuccess, rollbackEntry } from './kinds/handlers';
import { activeToken, setActiveMember } from './member';
import { onOutboxChanged } from './outboxSignal';
import { collectOrphanMedia, reconcileOutbox } from './reconcile';
import { sendFromPage } from './sendFromPage';

/**
 * The page's side of the outbox (DESIGN.md section 4). Its triggers are streams merged into one:
 * start, the connection returning (`online`), the app becoming visible, the live connection opening,
 * a local write, the worker having drained, a timer while an entry waits out its backoff, and
 * `drain()`. They go through `exhaustMapWithRerun`, so one drain runs at a time and whatever arrives
 * meanwhile makes one more run after it. Safari and Firefox have no Background Sync, so these
 * triggers are the main path. The worker drains with a plain loop (service-worker/backgroundSync.ts).
 */

/** While another drainer (tab or worker) holds the lock, look again after this long. */
const LOCK_RETRY_MS = 2000;

export type PageSend = (entry: OutboxEntry, token: string, readMedia: ReadMedia) => Promise<SendOutcome>;

export interface SyncEngine {
  stop(): void;
  /** Drains now (or right after the drain under way); `ignoreBackoff` sends waiting entries too. */
  drain(ignoreBackoff?: boolean): Promise<void>;
  /** Resolves once the start-up catch-up and any drain under way are over. */
  settled(): Promise<void>;
}

/** What the triggers ask for; asks that arrive during a drain fold into one. */
interface DrainAsk {
  ignoreBackoff: boolean;
  /** Called once a drain that started after the ask is over. */
  answered: (() => void)[];
}

const ask = (ignoreBackoff: boolean, answered?: () => void): DrainAsk => ({
  ignoreBackoff,
  answered: answered ? [answered] : [],
});
const foldAsks = (queued: DrainAsk, next: DrainAsk): DrainAsk => ({
  ignoreBackoff: queued.ignoreBackoff || next.ignoreBackoff,
  answered: [...queued.answered, ...next.answered],
});

export function startSync(userId: string, token: string): () => void {
  return createSyncEngine(userId, token).stop;
}

export function createSyncEngine(userId: string, token: string, send: PageSend = sendFromPage): SyncEngine {
  const db = memberDb(userId);
  const store = dexieOutboxStore(db);
  setActiveMember({ userId, token });
  let stopped = false;
  let latestRun: Promise<void> = Promise.resolve();
  /** The next timed drain: a delay in ms, or null to call it off. */
  const timed = new Subject<number | null>();
  const asks = new Subject<DrainAsk>();
  const unanswered = new Set<() => void>();
  /**
   * A drain asked to send now (coming online, say) found another drainer holding the lock: the next
   * drain that gets it sends now too, even what that drainer put back to wait out a backoff.
   */
  let sendNowOwed = false;

  async function drainOnce(askedToIgnoreBackoff: boolean): Promise<void> {
    timed.next(null);
    if (!navigator.onLine) return;
    const ignoreBackoff = askedToIgnoreBackoff || sendNowOwed;
    setDraining(true);
    try {
      const run = await withOutboxLock(webLocks(), userId, () =>
        drainOutbox({
          store,
          ignoreBackoff,
          concurrency: OUTBOX_SENDS_AT_ONCE,
          send: (entry) => send(entry, activeToken() ?? token, store.readMedia),
          // Removing sent entries, applying their answers and claiming the next: one transaction, so
          // the feed, the sync badge and the pending markers read the tables again once per batch.
          together: (work) => db.transaction('rw', db.tables, work),
          onSuccess: (entry, data) =>
            db.transaction('rw', db.tables, async () => applyEntrySuccess(db, entry, data)),
          onFailure: (entry) =>
            db.transaction('rw', db.tables, async () => {
              await rollbackEntry(db, entry);
              await db.outbox.update(entry.id, { rolledBack: true });
            }),
        }),
      );
      if (!run.ran) {
        sendNowOwed = ignoreBackoff;
        timed.next(LOCK_RETRY_MS);
        return;
      }
      sendNowOwed = false;
      const report = run.value;
      if (report.sent > 0) {
        await refreshHomeFeed(db).catch(() => undefined);
        await collectOrphanMedia(db);
      }
      if (report.nextAttemptAt !== null) timed.next(report.nextAttemptAt - Date.now());
    } finally {
      setDraining(false);
    }
  }

  const runDrain = ({ ignoreBackoff, answered }: DrainAsk): Promise<void> => {
    latestRun = drainOnce(ignoreBackoff)
      .catch((error: unknown) => console.warn('Sending queued changes failed', error))
      .finally(() => {
        for (const answer of answered) {
          unanswered.delete(answer);
          answer();
        }
      });
    return latestRun;
  };

  const startUp = reconcileOutbox(db).catch((error: unknown) =>
    console.warn('Could not catch up with sent changes', error),
  );
  const workerDrained = navigator.serviceWorker
    ? fromEvent<MessageEvent>(navigator.serviceWorker, 'message').pipe(
        filter((event) => (event.data as { type?: unknown } | null)?.type === OUTBOX_DRAINED_MESSAGE.type),
        // The worker wrote behind Dexie's back: catch up, then look at what is left.
        mergeMap(() => {
          notifyExternalChanges();
          return reconcileOutbox(db)
            .then(() => refreshHomeFeed(db))
            .catch(() => undefined);
        }),
        map(() => ask(false)),
      )
    : EMPTY;

  const triggers = merge(
    from(startUp).pipe(map(() => ask(true))),
    fromEvent(window, 'online').pipe(map(() => ask(true))),
    fromEvent(document, 'visibilitychange').pipe(
      filter(() => document.visibilityState === 'visible'),
      map(() => ask(true)),
    ),
    socketConnects.pipe(map(() => ask(true))),
    outboxWrites().pipe(map(() => ask(false))),
    workerDrained,
    timed.pipe(
      switchMap((delayMs) => (delayMs === null ? EMPTY : timer(Math.max(0, delayMs)))),
      map(() => ask(false)),
    ),
    asks,
  );
  const subscription = triggers.pipe(exhaustMapWithRerun(runDrain, foldAsks)).subscribe();

  return {
    drain(ignoreBackoff = false) {
      if (stopped) return Promise.resolve();
      return new Promise<void>((resolve) => {
        unanswered.add(resolve);
        asks.next(ask(ignoreBackoff, resolve));
      });
    },
    async settled() {
      await startUp;
      let seen: Promise<void> | null = null;
      while (latestRun !== seen) {
        seen = latestRun;
        await seen;
      }
    },
    stop() {
      stopped = true;
      subscription.unsubscribe();
      // A drain asked for but not started any more: nothing will run, so its caller need not wait.
      for (const answer of unanswered) answer();
      unanswered.clear();
      setActiveMember(null);
    },
  };
}

/** A local write queued something (sync/outboxSignal.ts keeps the data layer free of rxjs). */
function outboxWrites(): Observable<void> {
  return new Observable<void>((subscriber) => onOutboxChanged(() => subscriber.next()));
}

function webLocks(): LockManagerLike | undefined {
  return 'locks' in navigator ? navigator.locks : undefined;
}
