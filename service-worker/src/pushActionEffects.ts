/**
 * What a notification button changes on the device at once, as the page's own writes do: the
 * notification read (and the unread count one lower), the comment or post liked, the member followed.
 * The app shows it when next opened, even offline; if the server refuses, the page undoes it from
 * the entry's undo ("off"), as for any write.
 */
import {
  memberDatabaseName,
  openExistingDatabase,
  transact,
  type IdbDatabaseLike,
  type OutboxDraft,
} from '@flock/shared';

declare const self: ServiceWorkerGlobalScope;

type Stored = Record<string, unknown>;

export async function applyOnDevice(userId: string, writes: readonly OutboxDraft[]): Promise<void> {
  const db = await openExistingDatabase(self.indexedDB, memberDatabaseName(userId));
  if (!db) return;
  try {
    for (const write of writes) await applyOne(db, write).catch(() => undefined);
  } finally {
    db.close();
  }
}

async function applyOne(db: IdbDatabaseLike, write: OutboxDraft): Promise<void> {
  switch (write.kind) {
    case 'comment.like':
      await change(db, 'comments', write.entityId, likeOnce);
      return;
    case 'post.like':
      await change(db, 'posts', write.entityId, likeOnce);
      return;
    case 'user.follow':
      await change(db, 'follows', write.entityId, (f) => followed(write.entityId, f));
      return;
    case 'notification.read':
      if (await change(db, 'notifications', write.entityId, readOnce)) {
        await change(db, 'notificationMeta', 'unread', (meta) => lowerCount(meta));
      }
      return;
    default:
      return;
  }
}

const likeOnce = (record: Stored | undefined): Stored | null =>
  !record || record.isLiked === true
    ? null
    : {
        ...record,
        isLiked: true,
        likesCount: typeof record.likesCount === 'number' ? record.likesCount + 1 : record.likesCount,
      };

const readOnce = (record: Stored | undefined): Stored | null =>
  !record || record.isRead === true ? null : { ...record, isRead: true };

function followed(userId: string, record: Stored | undefined): Stored | null {
  if (record?.isFollowing === true) return null;
  const count = record?.followersCount;
  return { userId, isFollowing: true, followersCount: typeof count === 'number' ? count + 1 : null };
}

function lowerCount(meta: Stored | undefined): Stored | null {
  if (typeof meta?.count !== 'number') return null;
  return { ...meta, count: Math.max(0, meta.count - 1), updatedAt: Date.now() };
}

/** Replaces one record by what `next` makes of it (null: leave it). True when it was changed. */
async function change(
  db: IdbDatabaseLike,
  storeName: string,
  key: string,
  next: (record: Stored | undefined) => Stored | null,
): Promise<boolean> {
  if (!db.objectStoreNames.contains(storeName)) return false;
  const changed = await transact<boolean>(db, storeName, 'readwrite', (store, setResult) => {
    const read = store.get(key);
    read.onsuccess = () => {
      const current = read.result as Stored | undefined;
      // Only follows are made here from nothing; other records the device does not hold stay absent.
      if (!current && storeName !== 'follows') return;
      const updated = next(current);
      if (!updated) return;
      store.put(updated);
      setResult(true);
    };
  });
  return changed === true;
}
