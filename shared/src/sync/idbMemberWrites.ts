import { PUSH_LOG_STORE, type WorkerPushLogRecord } from '../push/device.js';
import type { PushActionWrite } from '../push/actions.js';
import { openExistingDatabase, transact, type IdbDatabaseLike, type IdbFactoryLike } from './idb.js';
import { MEMBER_STORES, memberDatabaseName, newOutboxEntry, type OutboxEntry } from './outboxEntry.js';

/**
 * Writes the service worker makes in the member's database, without Dexie: outbox entries (the same
 * shape and order the page's `enqueue` gives them) and the push log. Nothing is written when the
 * database or the store does not exist (signed out, or a page of an older version made it).
 */
async function withMemberStore<T>(
  factory: IdbFactoryLike,
  userId: string,
  store: string,
  use: (db: IdbDatabaseLike) => Promise<T>,
): Promise<T | null> {
  const db = await openExistingDatabase(factory, memberDatabaseName(userId));
  if (!db) return null;
  try {
    return db.objectStoreNames.contains(store) ? await use(db) : null;
  } finally {
    db.close();
  }
}

/** Appends entries after the last one, in one transaction; null when there is no outbox to add to. */
export function appendToIdbOutbox(
  factory: IdbFactoryLike,
  userId: string,
  writes: readonly PushActionWrite[],
  now = Date.now(),
): Promise<OutboxEntry[] | null> {
  return withMemberStore(factory, userId, MEMBER_STORES.outbox, async (db) => {
    const added = await transact<OutboxEntry[]>(db, MEMBER_STORES.outbox, 'readwrite', (store, setResult) => {
      const read = store.getAll();
      read.onsuccess = () => {
        let lastSeq = Math.max(0, ...(read.result as OutboxEntry[]).map((e) => e.seq));
        const entries = writes.map((write) => {
          const entry = newOutboxEntry(write, lastSeq, now);
          lastSeq = entry.seq;
          return entry;
        });
        for (const entry of entries) store.add(entry);
        setResult(entries);
      };
    });
    return added ?? [];
  });
}

/** Replaces one record of the push log. */
export async function writeIdbPushLog(
  factory: IdbFactoryLike,
  userId: string,
  record: WorkerPushLogRecord,
): Promise<boolean> {
  const written = await withMemberStore(factory, userId, PUSH_LOG_STORE, async (db) => {
    await transact(db, PUSH_LOG_STORE, 'readwrite', (store) => {
      store.put(record);
    });
    return true;
  });
  return written ?? false;
}

/** Adds a record unless the store holds one with its key already (what the page stored wins). */
export async function addIdbRecordIfAbsent(
  factory: IdbFactoryLike,
  userId: string,
  storeName: string,
  key: string,
  record: unknown,
): Promise<boolean> {
  const added = await withMemberStore(factory, userId, storeName, (db) =>
    transact<boolean>(db, storeName, 'readwrite', (store, setResult) => {
      const read = store.get(key);
      read.onsuccess = () => {
        if (read.result !== undefined) return;
        store.add(record);
        setResult(true);
      };
    }),
  );
  return added ?? false;
}
