import type { OutboxEntry } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { rollbackEntry } from './kinds/handlers';

/**
 * Removes entries from the outbox with everything that cannot go without them: entries about what
 * they would have created (a like on a post never published, a reply to a comment never sent), and
 * entries that failed because of them. Optimistic changes not yet undone are undone, newest first.
 * Call inside a 'rw' transaction over the member's tables.
 */
export async function discardEntries(db: MemberDb, first: OutboxEntry): Promise<void> {
  const gone = new Set(first.creates ?? []);
  const dropped: OutboxEntry[] = [first];
  const droppedIds = new Set([first.id]);
  for (const entry of await db.outbox.orderBy('seq').toArray()) {
    if (droppedIds.has(entry.id)) continue;
    const needsGone = [entry.entityId, ...(entry.dependsOn ?? [])].some((id) => gone.has(id));
    const blocked = entry.error?.blockedBy !== undefined && droppedIds.has(entry.error.blockedBy);
    if (!needsGone && !blocked) continue;
    dropped.push(entry);
    droppedIds.add(entry.id);
    for (const id of entry.creates ?? []) gone.add(id);
  }
  for (const entry of dropped.reverse()) {
    if (!entry.rolledBack) await rollbackEntry(db, entry);
    await db.outbox.delete(entry.id);
    await db.mediaBlobs.bulkDelete(entry.multipart?.files.map((f) => f.blobId) ?? []);
  }
}
