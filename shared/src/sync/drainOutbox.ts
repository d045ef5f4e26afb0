import type { OutboxEntry, OutboxFailure, StoredMedia } from './outboxEntry.js';
import {
  BUSY_GIVE_UP_MESSAGE,
  classifyOutcome,
  IDEMPOTENCY_BUSY_GIVE_UP_MS,
  isBusyKey,
  NETWORK_OUTCOME,
  retryDelayMs,
  type SendOutcome,
} from './sendOutcome.js';

/**
 * The drain (DESIGN.md section 4), the same for the page and the service worker: entries go in
 * `seq` order, one at a time. A network failure, 408, 429 or 5xx keeps the entry and stops, so
 * nothing overtakes it; 401 stops and keeps everything; any other refusal fails the entry (and
 * everything queued about what it would have created) and the drain goes on. A 409
 * `idempotency_in_progress` is retried like a 5xx for at most IDEMPOTENCY_BUSY_GIVE_UP_MS, then
 * fails the entry, so a key the server never frees cannot hold the queue forever.
 *
 * An accepted entry is removed and its answer applied (`onSuccess`) in one step with claiming the
 * next entry (`together`, one transaction on the page), before that entry is sent: the store
 * changes once per write, not three times, and the next entry is claimed as the answer left it.
 */

/** Where the outbox lives: Dexie on the page, raw IndexedDB in the worker. */
export interface OutboxStore {
  /** Every entry, in `seq` order. */
  list(): Promise<OutboxEntry[]>;
  /** Marks a pending entry `sending` and returns it as stored now; undefined if it is gone or failed. */
  claim(id: string): Promise<OutboxEntry | undefined>;
  update(id: string, changes: Partial<OutboxEntry>): Promise<void>;
  remove(id: string): Promise<void>;
  readMedia(blobId: string): Promise<StoredMedia | undefined>;
}

export interface DrainOptions {
  store: OutboxStore;
  send(entry: OutboxEntry): Promise<SendOutcome>;
  /** After the server applied an entry (already removed from the store). */
  onSuccess?(entry: OutboxEntry, data: unknown): Promise<void> | void;
  /** After an entry was marked failed; the page rolls its optimistic change back here. */
  onFailure?(entry: OutboxEntry): Promise<void> | void;
  /**
   * Runs store work that belongs together as one unit: removing an accepted entry, applying its
   * answer and claiming the next entry. The page makes it one transaction over its tables, so what
   * watches them wakes once per write. By default the steps simply run one after the other.
   */
  together?<T>(work: () => Promise<T>): Promise<T>;
  /** Send entries that are still waiting out their backoff (coming online, Background Sync, Retry). */
  ignoreBackoff?: boolean;
  now?(): number;
  random?(): number;
}

export interface DrainReport {
  sent: number;
  failed: number;
  /**
   * empty: nothing left to send (failed entries may remain). waiting: the next entry's backoff has
   * not passed. retry: a send failed for a passing reason. unauthorized: the server wants a new sign-in.
   */
  outcome: 'empty' | 'waiting' | 'retry' | 'unauthorized';
  /** When to try again, for `waiting` and `retry`. */
  nextAttemptAt: number | null;
}

export async function drainOutbox(options: DrainOptions): Promise<DrainReport> {
  const { store } = options;
  const run: DrainRun = {
    options,
    report: { sent: 0, failed: 0, outcome: 'empty', nextAttemptAt: null },
    failedCreators: new Map(),
    accepted: undefined,
  };
  const visited = new Set<string>();

  // The store is listed once per pass, not once per entry (1,000 queued writes would read it
  // 1,000 times); a pass handles what it listed, and the next one picks up what was queued meanwhile.
  // Each entry is claimed afresh before it is sent, so one changed or dropped since the listing is
  // sent as it is now, or skipped.
  for (;;) {
    await finishAccepted(run);
    const entries = await store.list();
    run.failedCreators = failedCreatorsByEntity(entries);
    const pass = entries.filter((e) => e.state !== 'failed' && !visited.has(e.id));
    if (pass.length === 0) return run.report;
    for (const next of pass) {
      visited.add(next.id);
      const stop = await drainOne(run, next);
      if (stop) {
        await finishAccepted(run);
        return { ...run.report, ...stop };
      }
    }
  }
}

interface DrainRun {
  options: DrainOptions;
  report: DrainReport;
  /** What failed entries would have created, each with the entry that failed. */
  failedCreators: Map<string, OutboxEntry>;
  /** The entry the server last accepted, still in the store until the next step finishes it. */
  accepted: { entry: OutboxEntry; data: unknown } | undefined;
}

type Stop = Pick<DrainReport, 'outcome' | 'nextAttemptAt'>;

/** Sends one listed entry; how the drain stops here, or undefined to go on. */
async function drainOne(run: DrainRun, next: OutboxEntry): Promise<Stop | undefined> {
  const { options, report, failedCreators } = run;
  const now = options.now ?? Date.now;
  const failAndRecord = async (entry: OutboxEntry, error: OutboxFailure) => {
    await fail(options, entry, error);
    for (const id of entry.creates ?? []) failedCreators.set(id, entry);
    report.failed += 1;
  };

  const blocker = [next.entityId, ...(next.dependsOn ?? [])]
    .map((id) => failedCreators.get(id))
    .find((entry) => entry !== undefined);
  if (blocker) {
    await finishAccepted(run);
    await failAndRecord(next, {
      status: 0,
      message: `Not sent: it depends on “${blocker.label}”, which could not be sent`,
      blockedBy: blocker.id,
    });
    return undefined;
  }

  if (!options.ignoreBackoff && next.nextAttemptAt > now()) {
    return { outcome: 'waiting', nextAttemptAt: next.nextAttemptAt };
  }

  const entry = await finishAcceptedAndClaim(run, next.id);
  if (!entry) return undefined;
  let outcome: SendOutcome;
  try {
    outcome = await options.send(entry);
  } catch {
    outcome = NETWORK_OUTCOME;
  }

  switch (classifyOutcome(entry, outcome)) {
    case 'done':
      report.sent += 1;
      run.accepted = { entry, data: outcome.data };
      return undefined;
    case 'retry': {
      const busySince = isBusyKey(outcome) ? (entry.busySince ?? now()) : entry.busySince;
      if (busySince !== undefined && now() - busySince >= IDEMPOTENCY_BUSY_GIVE_UP_MS) {
        await failAndRecord(entry, {
          status: outcome.status,
          message: BUSY_GIVE_UP_MESSAGE,
          code: outcome.code,
        });
        return undefined;
      }
      const attempts = entry.attempts + 1;
      const nextAttemptAt = now() + retryDelayMs(attempts, options.random);
      await options.store.update(entry.id, { state: 'pending', attempts, nextAttemptAt, busySince });
      return { outcome: 'retry', nextAttemptAt };
    }
    case 'unauthorized':
      await options.store.update(entry.id, { state: 'pending' });
      return { outcome: 'unauthorized', nextAttemptAt: null };
    case 'refused':
      await failAndRecord(entry, {
        status: outcome.status,
        message: outcome.message ?? `HTTP error! status: ${outcome.status}`,
        ...(outcome.code ? { code: outcome.code } : {}),
      });
      return undefined;
  }
}

/** Removes the last accepted entry and applies its answer, then claims `id`: one step. */
function finishAcceptedAndClaim(run: DrainRun, id: string): Promise<OutboxEntry | undefined> {
  if (!run.accepted) return run.options.store.claim(id);
  return inOneStep(run, async () => {
    await applyAccepted(run);
    return run.options.store.claim(id);
  });
}

/** Removes the last accepted entry and applies its answer, if there is one waiting. */
async function finishAccepted(run: DrainRun): Promise<void> {
  if (run.accepted) await inOneStep(run, () => applyAccepted(run));
}

async function applyAccepted(run: DrainRun): Promise<void> {
  const accepted = run.accepted;
  if (!accepted) return;
  await run.options.store.remove(accepted.entry.id);
  await run.options.onSuccess?.(accepted.entry, accepted.data);
}

/**
 * Runs `work` through `together`. The accepted entry is then done with either way: should the step
 * fail (and with it the removal), the entry is still removed on its own before the error goes up,
 * as when the steps ran one by one, so an answer that cannot be applied never holds the queue.
 */
async function inOneStep<T>(run: DrainRun, work: () => Promise<T>): Promise<T> {
  const accepted = run.accepted;
  const together = run.options.together ?? ((step: () => Promise<T>) => step());
  try {
    return await together(work);
  } catch (error) {
    if (accepted) await run.options.store.remove(accepted.entry.id).catch(() => undefined);
    throw error;
  } finally {
    run.accepted = undefined;
  }
}

async function fail(options: DrainOptions, entry: OutboxEntry, error: OutboxFailure): Promise<void> {
  const changes = { state: 'failed', error, attempts: entry.attempts + (error.status ? 1 : 0) } as const;
  await options.store.update(entry.id, changes);
  await options.onFailure?.({ ...entry, ...changes });
}

/** Records that failed entries would have created, each with the entry that failed. */
function failedCreatorsByEntity(entries: OutboxEntry[]): Map<string, OutboxEntry> {
  const creators = new Map<string, OutboxEntry>();
  for (const entry of entries) {
    if (entry.state !== 'failed') continue;
    for (const id of entry.creates ?? []) creators.set(id, entry);
  }
  return creators;
}
