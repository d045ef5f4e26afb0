import type { DrainOptions, DrainReport } from './drainOutbox.js';
import {
  blockerOf,
  failBlocked,
  failedCreatorsByEntity,
  sendAndAnswer,
  type DrainTally,
  type Stop,
} from './drainSteps.js';
import type { OutboxEntry } from './outboxEntry.js';
import { recordsTouched } from './outboxOrder.js';

/**
 * The drain with several entries on their way at once (`concurrency` above 1). Entries still start
 * in `seq` order, and one starts only once every earlier entry that shares a record with it has been
 * answered (`recordsTouched`: a comment waits for the post it is on, a second comment on a post for
 * the first); an entry of any other kind waits for everything before it, and everything after it
 * waits for it. Each entry keeps its Idempotency-Key, so a send that is repeated is applied once.
 *
 * A network failure, 408, 429, 5xx or 401 starts nothing more; what is on its way finishes and is
 * recorded, and the drain stops as the one-at-a-time drain does. Answers are applied in batches:
 * the accepted entries answered so far are removed and applied in one step (`together`) with
 * claiming the entries that start next, so the store changes once per batch, not once per write.
 */

interface Accepted {
  entry: OutboxEntry;
  data: unknown;
}

interface PassState {
  tally: DrainTally;
  inFlight: Map<string, readonly string[] | null>;
  accepted: Accepted[];
  stop: Stop | undefined;
  failure: { error: unknown } | undefined;
  wake: () => void;
}

export async function drainConcurrently(options: DrainOptions): Promise<DrainReport> {
  const tally: DrainTally = {
    options,
    report: { sent: 0, failed: 0, outcome: 'empty', nextAttemptAt: null },
    failedCreators: new Map(),
  };
  const visited = new Set<string>();
  // As in the one-at-a-time drain: the store is listed once per pass, and a pass handles what it listed.
  for (;;) {
    const entries = await options.store.list();
    tally.failedCreators = failedCreatorsByEntity(entries);
    const pass = entries.filter((e) => e.state !== 'failed' && !visited.has(e.id));
    if (pass.length === 0) return tally.report;
    for (const entry of pass) visited.add(entry.id);
    const stop = await drainPass(tally, pass);
    if (stop) return { ...tally.report, ...stop };
  }
}

async function drainPass(tally: DrainTally, pass: OutboxEntry[]): Promise<Stop | undefined> {
  const { options } = tally;
  const now = options.now ?? Date.now;
  const limit = Math.max(1, options.concurrency ?? 1);
  let woken = signal();
  const state: PassState = {
    tally,
    inFlight: new Map(),
    accepted: [],
    stop: undefined,
    failure: undefined,
    wake: () => woken.fire(),
  };
  let next = 0;
  for (;;) {
    const starting: OutboxEntry[] = [];
    while (
      !state.stop &&
      !state.failure &&
      next < pass.length &&
      state.inFlight.size + starting.length < limit
    ) {
      const entry = pass[next]!;
      if (!mayStart(entry, [...state.inFlight.values(), ...starting.map(recordsTouched)])) break;
      next += 1;
      const blocker = blockerOf(tally, entry);
      if (blocker) {
        await failBlocked(tally, entry, blocker);
        continue;
      }
      if (!options.ignoreBackoff && entry.nextAttemptAt > now()) {
        state.stop = { outcome: 'waiting', nextAttemptAt: entry.nextAttemptAt };
        break;
      }
      starting.push(entry);
    }
    if (starting.length > 0 || state.accepted.length > 0) {
      const claimed = await applyAndClaim(state, starting);
      for (const entry of claimed) if (entry) start(state, entry);
      continue;
    }
    const done = state.stop !== undefined || state.failure !== undefined || next >= pass.length;
    if (state.inFlight.size === 0 && done) break;
    await woken.promise;
    woken = signal();
  }
  if (state.failure) throw state.failure.error;
  return state.stop;
}

/** Whether `entry` may go while `others` (the records each touches, null for "alone") are on their way. */
function mayStart(entry: OutboxEntry, others: Array<readonly string[] | null>): boolean {
  if (others.length === 0) return true;
  const touched = recordsTouched(entry);
  if (touched === null || others.some((other) => other === null)) return false;
  return !others.some((other) => other!.some((id) => touched.includes(id)));
}

function start(state: PassState, entry: OutboxEntry): void {
  state.inFlight.set(entry.id, recordsTouched(entry));
  void sendAndAnswer(state.tally, entry)
    .then((answer) => {
      if (answer.accepted) state.accepted.push({ entry, data: answer.data });
      else if (answer.stop) state.stop = firstStop(state.stop, answer.stop);
    })
    .catch((error: unknown) => {
      state.failure ??= { error };
    })
    .finally(() => {
      state.inFlight.delete(entry.id);
      state.wake();
    });
}

/** A sign-in to renew stops everything; otherwise the earliest time to try again wins. */
function firstStop(current: Stop | undefined, next: Stop): Stop {
  if (!current || next.outcome === 'unauthorized') return next;
  if (current.outcome === 'unauthorized') return current;
  return (next.nextAttemptAt ?? Infinity) < (current.nextAttemptAt ?? Infinity) ? next : current;
}

/**
 * Removes the accepted entries and applies their answers, then claims the entries about to start:
 * one step. Should it fail, the accepted entries are still removed on their own before the error
 * goes up, so an answer that cannot be applied never holds the queue (as in the one-at-a-time drain).
 */
async function applyAndClaim(
  state: PassState,
  starting: OutboxEntry[],
): Promise<(OutboxEntry | undefined)[]> {
  const { options } = state.tally;
  const accepted = state.accepted.splice(0);
  const together = options.together ?? (<T>(work: () => Promise<T>) => work());
  try {
    return await together(async () => {
      for (const { entry, data } of accepted) {
        await options.store.remove(entry.id);
        await options.onSuccess?.(entry, data);
      }
      const claimed: (OutboxEntry | undefined)[] = [];
      for (const entry of starting) claimed.push(await options.store.claim(entry.id));
      return claimed;
    });
  } catch (error) {
    for (const { entry } of accepted) await options.store.remove(entry.id).catch(() => undefined);
    state.failure ??= { error };
    return [];
  }
}

function signal(): { promise: Promise<void>; fire(): void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}
