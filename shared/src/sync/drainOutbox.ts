import { drainConcurrently } from './drainConcurrently.js';
import {
  blockerOf,
  failBlocked,
  failedCreatorsByEntity,
  sendAndAnswer,
  type DrainTally,
  type Stop,
} from './drainSteps.js';
import type { OutboxEntry, StoredMedia } from './outboxEntry.js';
import type { SendOutcome } from './sendOutcome.js';

/**
 * The drain (DESIGN.md section 4), the same for the page and the service worker: entries go in
 * `seq` order, one at a time (with `concurrency` above 1, drainConcurrently.ts overlaps the sends of
 * entries that share no record, with the same outcomes). A network failure, 408, 429 or 5xx keeps the entry and stops, so
 * nothing overtakes it; 401 stops and keeps everything; any other refusal fails the entry (and
 * everything queued about what it would have created) and the drain goes on. A 409
 * `idempotency_in_progress` is retried like a 5xx for at most IDEMPOTENCY_BUSY_GIVE_UP_MS, then
 * fails the entry, so a key the server never frees cannot hold the queue forever.
 *
 * An accepted entry is removed and its answer applied (`onSuccess`) in one step with claiming the
 * next entry (`together`, one transaction on the page), before that entry is sent: the store
 * changes once per write, not three times, and the next entry is claimed as the answer left it.
 */

/**
 * How many entries the page and the worker send at once: what a browser opens to one server over
 * HTTP/1.1. Sending one at a time left each write waiting a full round trip for the one before.
 */
export const OUTBOX_SENDS_AT_ONCE = 6;

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
  /**
   * How many entries may be on their way at once (default 1: strictly one after the other). Above 1,
   * entries of the kinds `recordsTouched` allows overlap while they share no record; every other
   * entry goes alone (drainConcurrently.ts).
   */
  concurrency?: number;
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
  if ((options.concurrency ?? 1) > 1) return drainConcurrently(options);
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

interface DrainRun extends DrainTally {
  /** The entry the server last accepted, still in the store until the next step finishes it. */
  accepted: { entry: OutboxEntry; data: unknown } | undefined;
}

/** Sends one listed entry; how the drain stops here, or undefined to go on. */
async function drainOne(run: DrainRun, next: OutboxEntry): Promise<Stop | undefined> {
  const now = run.options.now ?? Date.now;
  const blocker = blockerOf(run, next);
  if (blocker) {
    await finishAccepted(run);
    await failBlocked(run, next, blocker);
    return undefined;
  }
  if (!run.options.ignoreBackoff && next.nextAttemptAt > now()) {
    return { outcome: 'waiting', nextAttemptAt: next.nextAttemptAt };
  }
  const entry = await finishAcceptedAndClaim(run, next.id);
  if (!entry) return undefined;
  const answer = await sendAndAnswer(run, entry);
  if (answer.accepted) run.accepted = { entry, data: answer.data };
  else return answer.stop;
  return undefined;
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
