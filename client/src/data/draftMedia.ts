import type { MemberDb } from '../db/memberDb';
import { autosaveBlobIds } from './composerAutosave';
import { localBlobId } from './localMedia';

/** Files on this device that the composer's autosave and the drafts still refer to. */
export async function blobsKeptByDrafts(db: MemberDb): Promise<string[]> {
  const ids = await autosaveBlobIds(db);
  for (const draft of await db.drafts.toArray()) {
    for (const media of draft.media) {
      const blobId = localBlobId(media.url);
      if (blobId) ids.push(blobId);
    }
  }
  return ids;
}
