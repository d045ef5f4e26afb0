import { newOutboxEntry, type OutboxDraft, type OutboxEntry } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';

export type { OutboxDraft };

/** Appends an entry. Call inside a Dexie 'rw' transaction that includes `outbox`. */
export async function enqueue(db: MemberDb, draft: OutboxDraft): Promise<OutboxEntry> {
  const last = await db.outbox.orderBy('seq').last();
  const entry = newOutboxEntry(draft, last?.seq ?? 0, Date.now());
  await db.outbox.add(entry);
  return entry;
}

/**
 * Entries about any of these records (as their subject, or as something they need: a comment's post,
 * a quote's post), in sending order. Found through the outbox's indexes, so the cost follows the
 * entries found, not the length of the queue.
 */
export async function entriesAbout(db: MemberDb, recordIds: readonly string[]): Promise<OutboxEntry[]> {
  if (recordIds.length === 0) return [];
  const [subjects, needs] = await Promise.all([
    db.outbox.where('entityId').anyOf(recordIds).toArray(),
    db.outbox.where('dependsOn').anyOf(recordIds).toArray(),
  ]);
  const byId = new Map([...subjects, ...needs].map((entry) => [entry.id, entry]));
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Not yet answered by the server (pending or on the way). */
export const isQueued = (entry: Pick<OutboxEntry, 'state'>) => entry.state !== 'failed';

/** Never tried, so it can still be changed or dropped without the server ever seeing it. */
export const isUntouched = (entry: Pick<OutboxEntry, 'state' | 'attempts'>) =>
  entry.state === 'pending' && entry.attempts === 0;
