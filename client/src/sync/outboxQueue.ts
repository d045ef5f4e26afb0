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

/** Entries about a record (as its subject, or as something they need), in sending order. */
export async function entriesAbout(db: MemberDb, recordId: string): Promise<OutboxEntry[]> {
  const all = await db.outbox.orderBy('seq').toArray();
  return all.filter((e) => e.entityId === recordId || e.dependsOn?.includes(recordId));
}

/** Not yet answered by the server (pending or on the way). */
export const isQueued = (entry: Pick<OutboxEntry, 'state'>) => entry.state !== 'failed';

/** Never tried, so it can still be changed or dropped without the server ever seeing it. */
export const isUntouched = (entry: Pick<OutboxEntry, 'state' | 'attempts'>) =>
  entry.state === 'pending' && entry.attempts === 0;
