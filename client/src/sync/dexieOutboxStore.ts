import type { OutboxEntry, OutboxStore } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';

/** The page's outbox store: through Dexie, so the sync centre and pending markers follow every change live. */
export function dexieOutboxStore(db: MemberDb): OutboxStore {
  return {
    list: () => db.outbox.orderBy('seq').toArray(),
    claim: (id) =>
      db.transaction('rw', db.outbox, async () => {
        const entry = await db.outbox.get(id);
        if (!entry || entry.state === 'failed') return undefined;
        const claimed: OutboxEntry = { ...entry, state: 'sending' };
        await db.outbox.put(claimed);
        return claimed;
      }),
    async update(id, changes) {
      await db.outbox.update(id, changes);
    },
    async remove(id) {
      await db.outbox.delete(id);
    },
    readMedia: (blobId) => db.mediaBlobs.get(blobId),
  };
}
