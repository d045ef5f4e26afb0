import {
  drainOutbox,
  OUTBOX_DRAINED_MESSAGE,
  withOutboxLock,
  type LockManagerLike,
  type OutboxEntry,
  type ReadMedia,
  type SendOutcome,
} from '@flock/shared';
import { memberDb } from '../db/memberDb';
import { refreshHomeFeed } from '../data/feed';
import { dexieOutboxStore } from './dexieOutboxStore';
import { setDraining } from './drainState';
import { notifyExternalChanges } from './externalChanges';
import { applyEntrySuccess, rollbackEntry } from './kinds/handlers';
import { activeToken, setActiveMember } from './member';
import { onOutboxChanged } from './outboxSignal';
import { collectOrphanMedia, reconcileOutbox } from './reconcile';
import { sendFromPage } from './sendFromPage';

/**
 * The page's side of the outbox (DESIGN.md section 4). It drains on start, when the connection
 * returns, when the app becomes visible, after every local write and on a timer while an entry waits
 * out its backoff. Safari and Firefox have no Background Sync, so these triggers are the main path.
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

/** The drains of the engines running in this page (one per signed-in layout). */
const runningDrains = new Set<(ignoreBackoff?: boolean) => Promise<void>>();

/** Drains now, waiting entries included: for triggers outside the engine (the live connection returning). */
export function requestDrain(): void {
  for (const drain of runningDrains) void drain(true);
}

export function startSync(userId: string, token: string): () => void {
  return createSyncEngine(userId, token).stop;
}

export function createSyncEngine(userId: string, token: string, send: PageSend = sendFromPage): SyncEngine {
  const db = memberDb(userId);
  const store = dexieOutboxStore(db);
  setActiveMember({ userId, token });
  let stopped = false;
  let running: Promise<void> | null = null;
  let queued: { ignoreBackoff: boolean } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void drain(false), Math.max(0, delayMs));
  };

  async function drainOnce(ignoreBackoff: boolean): Promise<void> {
    clearTimeout(timer);
    if (!navigator.onLine) return;
    setDraining(true);
    try {
      const run = await withOutboxLock(webLocks(), userId, () =>
        drainOutbox({
          store,
          ignoreBackoff,
          send: (entry) => send(entry, activeToken() ?? token, store.readMedia),
          onSuccess: (entry, data) =>
            db.transaction('rw', db.tables, async () => applyEntrySuccess(db, entry, data)),
          onFailure: (entry) =>
            db.transaction('rw', db.tables, async () => {
              await rollbackEntry(db, entry);
              await db.outbox.update(entry.id, { rolledBack: true });
            }),
        }),
      );
      if (!run.ran) return schedule(LOCK_RETRY_MS);
      const report = run.value;
      if (report.sent > 0) {
        await refreshHomeFeed(db).catch(() => undefined);
        await collectOrphanMedia(db);
      }
      if (report.nextAttemptAt !== null) schedule(report.nextAttemptAt - Date.now());
    } finally {
      setDraining(false);
    }
  }

  function drain(ignoreBackoff = false): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      queued = { ignoreBackoff: (queued?.ignoreBackoff ?? false) || ignoreBackoff };
      return running;
    }
    running = drainOnce(ignoreBackoff)
      .catch((error: unknown) => console.warn('Sending queued changes failed', error))
      .finally(() => {
        running = null;
        const next = queued;
        queued = null;
        if (next) void drain(next.ignoreBackoff);
      });
    return running;
  }

  const onOnline = () => void drain(true);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void drain(true);
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== OUTBOX_DRAINED_MESSAGE.type) return;
    notifyExternalChanges();
    void reconcileOutbox(db)
      .then(() => refreshHomeFeed(db))
      .catch(() => undefined)
      .finally(() => void drain(false));
  };

  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const stopListening = onOutboxChanged(() => void drain(false));
  runningDrains.add(drain);
  const startUp = reconcileOutbox(db)
    .catch((error: unknown) => console.warn('Could not catch up with sent changes', error))
    .then(() => drain(true));

  return {
    drain,
    async settled() {
      await startUp;
      while (running) await running;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      runningDrains.delete(drain);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      stopListening();
      setActiveMember(null);
    },
  };
}

function webLocks(): LockManagerLike | undefined {
  return 'locks' in navigator ? navigator.locks : undefined;
}
