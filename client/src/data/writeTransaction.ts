import type { MemberDb } from '../db/memberDb';
import { activeMemberDb } from '../sync/member';
import { outboxChanged } from '../sync/outboxSignal';

/**
 * A local write: one Dexie transaction applies the optimistic change and queues the outbox entry,
 * so neither exists without the other; the drain is woken afterwards. (Dexie keeps the transaction
 * across native awaits only when the scope function itself is async.)
 */
export async function writeLocally<T>(work: (db: MemberDb) => Promise<T>): Promise<T> {
  const db = activeMemberDb();
  const result = await db.transaction('rw', db.tables, async () => work(db));
  outboxChanged();
  return result;
}

/** The spec's messages for things the member can fix before anything is queued. */
export class LocalValidationError extends Error {
  override name = 'LocalValidationError';
}
