import { draftPaths } from '../api/drafts';
import type { MemberDb } from '../db/memberDb';
import { enqueue, isQueued } from '../sync/outboxQueue';
import type { AutosaveFile } from './composerAutosave';
import { withSnippet } from './labels';
import { autosaveBlobIds } from './composerAutosave';
import { localBlobId } from './localMedia';

/** Files on this device that the composer's autosave, the drafts and scheduled posts still refer to. */
export async function blobsKeptByDrafts(db: MemberDb): Promise<string[]> {
  const ids = await autosaveBlobIds(db);
  for (const draft of await db.drafts.toArray()) {
    for (const media of draft.media) {
      const blobId = localBlobId(media.url);
      if (blobId) ids.push(blobId);
    }
  }
  for (const scheduled of await db.scheduledPosts.toArray()) {
    for (const media of scheduled.mediaUrls) {
      const blobId = localBlobId(media.url);
      if (blobId) ids.push(blobId);
    }
  }
  return ids;
}

/**
 * Queues the upload of each file (POST /media under its blob id) unless one is on its way already; the
 * draft or scheduled post that names them is queued after, depending on them.
 */
export async function queueUploads(
  db: MemberDb,
  files: readonly AutosaveFile[],
  label: string,
): Promise<void> {
  for (const { blobId, file } of files) {
    const uploading = await db.outbox.where('entityId').equals(blobId).filter(isQueued).count();
    if (uploading > 0) continue;
    await enqueue(db, {
      method: 'POST',
      path: draftPaths.media,
      multipart: {
        fields: { ids: JSON.stringify([blobId]) },
        files: [{ field: 'media', blobId, name: file.name || 'file' }],
      },
      kind: 'media.upload',
      entityId: blobId,
      creates: [blobId],
      label: withSnippet(label, file.name),
      undo: null,
    });
  }
}
