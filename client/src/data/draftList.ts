import { draftsApi } from '../api/drafts';
import type { DraftRecord } from '../db/draftRecords';
import type { MemberDb } from '../db/memberDb';
import { useRefreshedList, type RefreshedList } from './useRefreshedList';
import { draftRecord } from '../sync/kinds/draftKinds';
import { isDraftWrite } from './drafts';

/**
 * Replaces the device's drafts with the server's list. Drafts with a write of this device still queued
 * keep the device's copy; a draft the server had and no longer lists was deleted or published elsewhere
 * and goes; one the server never had (its save not sent, or refused) stays.
 */
export async function refreshDrafts(db: MemberDb): Promise<void> {
  const { drafts } = await draftsApi.list();
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    const queued = await db.outbox.toArray();
    const pending = (id: string) => queued.some((entry) => isDraftWrite(entry, id));
    const listed = new Set(drafts.map((draft) => draft.id));
    for (const draft of drafts) if (!pending(draft.id)) await db.drafts.put(draftRecord(draft));
    for (const local of await db.drafts.toArray()) {
      if (!listed.has(local.id) && local.baseRevision > 0 && !pending(local.id))
        await db.drafts.delete(local.id);
    }
  });
}

export interface DraftList extends RefreshedList<DraftRecord> {
  /** Newest edit first; undefined until the device's copy has been read. */
  drafts: DraftRecord[] | undefined;
}

const readDrafts = (db: MemberDb) => db.drafts.orderBy('updatedAt').reverse().toArray();

/** The member's drafts from the device (offline too), refreshed from the server when shown. */
export function useDrafts(): DraftList {
  const list = useRefreshedList(readDrafts, refreshDrafts, 'Failed to load drafts');
  return { ...list, drafts: list.items };
}
