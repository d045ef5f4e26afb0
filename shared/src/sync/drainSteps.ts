import type { DrainOptions, DrainReport } from './drainOutbox.js';
import type { OutboxEntry, OutboxFailure } from './outboxEntry.js';
import {
  BUSY_GIVE_UP_MESSAGE,
  classifyOutcome,
  IDEMPOTENCY_BUSY_GIVE_UP_MS,
  isBusyKey,
  NETWORK_OUTCOME,
  retryDelayMs,
  type SendOutcome,
} from './sendOutcome.js';

/** The steps of sending one entry, shared by the drain in order and the drain that overlaps sends. */

/** How a drain stops: it waits, retries later, or needs a new sign-in. */
export type Stop = Pick<DrainReport, 'outcome' | 'nextAttemptAt'>;

/** What is known while draining: the counts so far and what failed entries would have created. */
export interface DrainTally {
  options: DrainOptions;
  report: DrainReport;
  /** What failed entries would have created, each with the entry that failed. */
  failedCreators: Map<string, OutboxEntry>;
}

/** What the server's answer to a sent entry means for the drain. */
export type Answer = { accepted: true; data: unknown } | { accepted: false; stop?: Stop };

/** Records that failed entries would have created, each with the entry that failed. */
export function failedCreatorsByEntity(entries: OutboxEntry[]): Map<string, OutboxEntry> {
  const creators = new Map<string, OutboxEntry>();
  for (const entry of entries) {
    if (entry.state !== 'failed') continue;
    for (const id of entry.creates ?? []) creators.set(id, entry);
  }
  return creators;
}

/** The failed entry that would have created something `entry` is about, if any. */
export function blockerOf(tally: DrainTally, entry: OutboxEntry): OutboxEntry | undefined {
  return [entry.entityId, ...(entry.dependsOn ?? [])]
    .map((id) => tally.failedCreators.get(id))
    .find((creator) => creator !== undefined);
}

/** Marks the entry failed (the page rolls it back) and remembers what it would have created. */
export async function failAndRecord(
  tally: DrainTally,
  entry: OutboxEntry,
  error: OutboxFailure,
): Promise<void> {
  const changes = { state: 'failed', error, attempts: entry.attempts + (error.status ? 1 : 0) } as const;
  await tally.options.store.update(entry.id, changes);
  await tally.options.onFailure?.({ ...entry, ...changes });
  for (const id of entry.creates ?? []) tally.failedCreators.set(id, entry);
  tally.report.failed += 1;
}

/** Fails an entry whose record's create failed, without sending it. */
export function failBlocked(tally: DrainTally, entry: OutboxEntry, blocker: OutboxEntry): Promise<void> {
  return failAndRecord(tally, entry, {
    status: 0,
    message: `Not sent: it depends on “${blocker.label}”, which could not be sent`,
    blockedBy: blocker.id,
  });
}

/** Sends a claimed entry and records the answer: accepted (still in the store), failed, or kept to retry. */
export async function sendAndAnswer(tally: DrainTally, entry: OutboxEntry): Promise<Answer> {
  const { options, report } = tally;
  const now = options.now ?? Date.now;
  let outcome: SendOutcome;
  try {
    outcome = await options.send(entry);
  } catch {
    outcome = NETWORK_OUTCOME;
  }

  switch (classifyOutcome(entry, outcome)) {
    case 'done':
      report.sent += 1;
      return { accepted: true, data: outcome.data };
    case 'retry': {
      const busySince = isBusyKey(outcome) ? (entry.busySince ?? now()) : entry.busySince;
      if (busySince !== undefined && now() - busySince >= IDEMPOTENCY_BUSY_GIVE_UP_MS) {
        await failAndRecord(tally, entry, {
          status: outcome.status,
          message: BUSY_GIVE_UP_MESSAGE,
          code: outcome.code,
        });
        return { accepted: false };
      }
      const attempts = entry.attempts + 1;
      const nextAttemptAt = now() + retryDelayMs(attempts, options.random);
      await options.store.update(entry.id, { state: 'pending', attempts, nextAttemptAt, busySince });
      return { accepted: false, stop: { outcome: 'retry', nextAttemptAt } };
    }
    case 'unauthorized':
      await options.store.update(entry.id, { state: 'pending' });
      return { accepted: false, stop: { outcome: 'unauthorized', nextAttemptAt: null } };
    case 'refused':
      await failAndRecord(tally, entry, {
        status: outcome.status,
        message: outcome.message ?? `HTTP error! status: ${outcome.status}`,
        ...(outcome.code ? { code: outcome.code } : {}),
      });
      return { accepted: false };
  }
}
