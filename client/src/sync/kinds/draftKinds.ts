import type { AttachedMediaDto, DraftDto, UploadedMediaDto } from '@flock/shared';
import type { DraftRecord } from '../../db/draftRecords';
import type { MemberDb } from '../../db/memberDb';
import { isDraftWrite, type DraftDeleteUndo } from '../../data/drafts';
import { localBlobId } from '../../data/localMedia';
import type { KindHandler } from './types';

/** Drafts and their uploads: the server's answers put on the device, or refusals undone. */

export function draftRecord(draft: DraftDto, savedAt = Date.now()): DraftRecord {
  return { ...draft, baseRevision: draft.revision, savedAt };
}

/** A media list with the items still named by a blob id given their uploaded URL (null: none were). */
function withUploadedUrls(
  media: readonly AttachedMediaDto[],
  byBlob: ReadonlyMap<string, UploadedMediaDto>,
): AttachedMediaDto[] | null {
  let changed = false;
  const next = media.map((item) => {
    const blobId = localBlobId(item.url);
    const upload = blobId ? byBlob.get(blobId) : undefined;
    if (!upload) return item;
    changed = true;
    return { url: upload.url, type: upload.type, thumbnailUrl: upload.thumbnailUrl };
  });
  return changed ? next : null;
}

/** Media of drafts and scheduled posts still named by a blob id now have their URL. */
async function putUploadedUrls(db: MemberDb, uploads: readonly UploadedMediaDto[]): Promise<void> {
  const byBlob = new Map(uploads.map((upload) => [upload.id, upload]));
  for (const draft of await db.drafts.toArray()) {
    const media = withUploadedUrls(draft.media, byBlob);
    if (media) await db.drafts.put({ ...draft, media, mediaUrls: media });
  }
  for (const scheduled of await db.scheduledPosts.toArray()) {
    const mediaUrls = withUploadedUrls(scheduled.mediaUrls, byBlob);
    if (mediaUrls) await db.scheduledPosts.put({ ...scheduled, mediaUrls });
  }
}

export const mediaUploadHandler: KindHandler = {
  async applySuccess(db, _entry, data) {
    if (Array.isArray(data)) await putUploadedUrls(db, data as UploadedMediaDto[]);
  },
  // The draft keeps its file on the device; its save fails with the upload and shows in the sync centre.
  async rollback() {},
};

export const draftSaveHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const answer = data as { draft?: DraftDto; conflict?: boolean } | undefined;
    const draft = answer?.draft;
    if (!draft) return;
    if (answer.conflict) {
      // The save collided: it is kept as its own draft; the one it collided with comes back from the server.
      await db.drafts.put(draftRecord(draft));
      const queued = (await db.outbox.toArray()).some((e) => isDraftWrite(e, entry.entityId));
      if (!queued) await db.drafts.delete(entry.entityId);
      return;
    }
    const local = await db.drafts.get(draft.id);
    const newerHere = (await db.outbox.toArray()).some((e) => isDraftWrite(e, draft.id));
    if (local && newerHere) await db.drafts.put({ ...local, baseRevision: draft.revision });
    else await db.drafts.put(draftRecord(draft));
  },
  // Never lose words: a refused save stays on the device (the sync centre says why).
  async rollback() {},
};

export const draftDeleteHandler: KindHandler = {
  async applySuccess() {},
  async rollback(db, entry) {
    const { draft } = entry.undo as DraftDeleteUndo;
    if (entry.error?.blockedBy || (await db.drafts.get(draft.id))) return;
    await db.drafts.put(draft);
  },
};
