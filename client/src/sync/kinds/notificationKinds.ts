import {
  changeUnreadCount,
  type NotificationDeleteUndo,
  type NotificationReadAllUndo,
  type NotificationReadUndo,
} from '../../data/notificationStore';
import type { MemberDb } from '../../db/memberDb';
import type { KindHandler } from './types';

/**
 * Reads and deletes of notifications. The server's answer adds nothing the device lacks (it sends the
 * new unread count over the socket); a refusal brings the notifications and the count back.
 */

const nothingToApply = async () => undefined;

async function markUnreadAgain(db: MemberDb, ids: string[]): Promise<number> {
  let restored = 0;
  for (const record of await db.notifications.bulkGet(ids)) {
    if (!record?.isRead) continue;
    await db.notifications.update(record.id, { isRead: false });
    restored += 1;
  }
  return restored;
}

export const notificationReadHandler: KindHandler = {
  applySuccess: nothingToApply,
  async rollback(db, entry) {
    const restored = await markUnreadAgain(db, (entry.undo as NotificationReadUndo).ids);
    if (restored > 0) await changeUnreadCount(db, restored);
  },
};

export const notificationReadAllHandler: KindHandler = {
  applySuccess: nothingToApply,
  async rollback(db, entry) {
    const undo = entry.undo as NotificationReadAllUndo;
    await markUnreadAgain(db, undo.ids);
    await changeUnreadCount(db, undo.count);
  },
};

export const notificationDeleteHandler: KindHandler = {
  applySuccess: nothingToApply,
  async rollback(db, entry) {
    const { records } = entry.undo as NotificationDeleteUndo;
    const present = new Set((await db.notifications.bulkGet(records.map((r) => r.id))).map((r) => r?.id));
    const back = records.filter((r) => !present.has(r.id));
    await db.notifications.bulkPut(back);
    const unread = back.filter((r) => !r.isRead).length;
    if (unread > 0) await changeUnreadCount(db, unread);
  },
};
