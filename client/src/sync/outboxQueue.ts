import { uuidv7, type OutboxEntry } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';

/** The request and bookkeeping a data write decides; the rest of an entry is filled in here. */
export type OutboxDraft = Pick<OutboxEntry, 'method' | 'path' | 'kind' | 'entityId' | 'label' | 'undo'> &
  Partial<Pick<OutboxEntry, 'body' | 'multipart' | 'dependsOn' | 'creates' | 'okStatuses'>>;

/** Appends an entry. Call inside a Dexie 'rw' transaction that includes `outbox`. */
export async function enqueue(db: MemberDb, draft: OutboxDraft): Promise<OutboxEntry> {
  const last = await db.outbox.orderBy('seq').last();
  const now = Date.now();
  const entry: OutboxEntry = {
    id: uuidv7(now),
    seq: Math.max((last?.seq ?? 0) + 1, now),
    idempotencyKey: uuidv7(now),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    error: null,
    rolledBack: false,
    ...draft,
  };
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
