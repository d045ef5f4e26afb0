import type {
  ComposerAutosaveRecord,
  StoredAttachment,
  StoredComposerFields,
  StoredComposerRequest,
} from '../db/draftRecords';
import type { MemberDb } from '../db/memberDb';
import { activeMemberDb } from '../sync/member';

/**
 * The open composer, kept on the device as it is typed, so a reload, a crash or a closed tab never
 * loses it: the layout opens the composer again with it. Saves and clears run one after another, so
 * a save still under way never brings back what a clear removed.
 */

/** A file in the composer: `blobId` is where it is kept in `mediaBlobs`. */
export interface AutosaveFile {
  blobId: string;
  file: File;
}

export interface ComposerSnapshot {
  request: StoredComposerRequest;
  fields: Omit<StoredComposerFields, 'media'>;
  files: AutosaveFile[];
  draftId: string | null;
}

/** The snapshot read back, its files as File objects again. */
export interface RestoredComposer {
  request: StoredComposerRequest;
  fields: StoredComposerFields;
  files: AutosaveFile[];
  draftId: string | null;
}

let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** Stores the files not stored yet under their blob ids; returns what the record keeps of them. */
export async function keepFiles(db: MemberDb, files: readonly AutosaveFile[]): Promise<StoredAttachment[]> {
  const stored = new Set(
    await db.mediaBlobs
      .where('id')
      .anyOf(files.map((f) => f.blobId))
      .primaryKeys(),
  );
  const now = Date.now();
  for (const { blobId, file } of files) {
    if (!stored.has(blobId)) {
      await db.mediaBlobs.put({ id: blobId, blob: file, name: file.name, type: file.type, createdAt: now });
    }
  }
  return files.map(({ blobId, file }) => ({ blobId, name: file.name, type: file.type }));
}

export function saveComposerAutosave(snapshot: ComposerSnapshot): Promise<void> {
  return inTurn(async () => {
    const db = activeMemberDb();
    await db.transaction('rw', db.composerAutosave, db.mediaBlobs, async () => {
      const media = await keepFiles(db, snapshot.files);
      const record: ComposerAutosaveRecord = {
        key: 'composer',
        request: snapshot.request,
        fields: { ...snapshot.fields, media },
        draftId: snapshot.draftId,
        savedAt: Date.now(),
      };
      await db.composerAutosave.put(record);
    });
  });
}

/** Forgets the open composer (it was posted, saved as a draft, or emptied and closed). */
export function clearComposerAutosave(): Promise<void> {
  return inTurn(async () => {
    await activeMemberDb().composerAutosave.delete('composer');
  });
}

export function readComposerAutosave(db: MemberDb = activeMemberDb()): Promise<RestoredComposer | null> {
  return inTurn(async () => {
    const record = await db.composerAutosave.get('composer');
    if (!record) return null;
    const blobs = await db.mediaBlobs.bulkGet(record.fields.media.map((m) => m.blobId));
    const files = record.fields.media.flatMap((media, index) => {
      const blob = blobs[index]?.blob;
      return blob ? [{ blobId: media.blobId, file: new File([blob], media.name, { type: media.type }) }] : [];
    });
    return { request: record.request, fields: record.fields, files, draftId: record.draftId };
  });
}

/** Blob ids the autosave still needs (so orphan collection keeps them). */
export async function autosaveBlobIds(db: MemberDb): Promise<string[]> {
  const record = await db.composerAutosave.get('composer');
  return record?.fields.media.map((m) => m.blobId) ?? [];
}
