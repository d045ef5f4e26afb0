import type { OutboxStore } from './drainOutbox.js';
import { openExistingDatabase, transact, type IdbFactoryLike } from './idb.js';
import {
  MEMBER_STORES,
  memberDatabaseName,
  SESSION_DATABASE,
  type OutboxEntry,
  type SessionRecord,
  type StoredMedia,
} from './outboxEntry.js';

export interface IdbOutboxStore extends OutboxStore {
  close(): void;
}

/**
 * The outbox over raw IndexedDB, for the service worker (which may not load Dexie): the same object
 * stores the page's Dexie schema creates in `flock-member-<userId>`. Null when that database (or its
 * outbox) does not exist, e.g. after sign-out.
 */
export async function openIdbOutboxStore(
  factory: IdbFactoryLike,
  userId: string,
): Promise<IdbOutboxStore | null> {
  const db = await openExistingDatabase(factory, memberDatabaseName(userId));
  if (!db) return null;
  if (!db.objectStoreNames.contains(MEMBER_STORES.outbox)) {
    db.close();
    return null;
  }
  const outbox = MEMBER_STORES.outbox;

  const change = (id: string, changes: (entry: OutboxEntry) => OutboxEntry | null) =>
    transact<OutboxEntry>(db, outbox, 'readwrite', (store, setResult) => {
      const read = store.get(id);
      read.onsuccess = () => {
        const stored = read.result as OutboxEntry | undefined;
        const next = stored ? changes(stored) : null;
        if (!next) return;
        store.put(next);
        setResult(next);
      };
    });

  return {
    async list() {
      const entries = await transact<OutboxEntry[]>(db, outbox, 'readonly', (store, setResult) => {
        const read = store.getAll();
        read.onsuccess = () => setResult(read.result as OutboxEntry[]);
      });
      return (entries ?? []).sort((a, b) => a.seq - b.seq);
    },
    claim: (id) => change(id, (entry) => (entry.state === 'failed' ? null : { ...entry, state: 'sending' })),
    async update(id, changes) {
      await change(id, (entry) => ({ ...entry, ...changes }));
    },
    async remove(id) {
      await transact(db, outbox, 'readwrite', (store) => {
        store.delete(id);
      });
    },
    async readMedia(blobId) {
      if (!db.objectStoreNames.contains(MEMBER_STORES.mediaBlobs)) return undefined;
      return transact<StoredMedia>(db, MEMBER_STORES.mediaBlobs, 'readonly', (store, setResult) => {
        const read = store.get(blobId);
        read.onsuccess = () => {
          if (read.result) setResult(read.result as StoredMedia);
        };
      });
    },
    close: () => db.close(),
  };
}

/** The signed-in member as the page stored it for the worker, or null when signed out. */
export async function readWorkerSession(factory: IdbFactoryLike): Promise<SessionRecord | null> {
  const db = await openExistingDatabase(factory, SESSION_DATABASE.name);
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains(SESSION_DATABASE.store)) return null;
    const record = await transact<SessionRecord>(
      db,
      SESSION_DATABASE.store,
      'readonly',
      (store, setResult) => {
        const read = store.get(SESSION_DATABASE.key);
        read.onsuccess = () => {
          if (read.result) setResult(read.result as SessionRecord);
        };
      },
    );
    return record?.token && record.userId ? record : null;
  } finally {
    db.close();
  }
}
