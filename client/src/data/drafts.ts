import {
  uuidv7,
  type AttachedMediaDto,
  type AttachedMediaRef,
  type DraftPollDto,
  type OutboxEntry,
  type PostPrivacy,
} from '@flock/shared';
import { draftPaths } from '../api/drafts';
import type { DraftRecord } from '../db/draftRecords';
import type { MemberDb } from '../db/memberDb';
import { enqueue, isQueued, isUntouched } from '../sync/outboxQueue';
import { keepFiles, type AutosaveFile } from './composerAutosave';
import { blobsKeptByDrafts, queueUploads } from './draftMedia';
import { withSnippet } from './labels';
import { localBlobId, localMediaUrl } from './localMedia';
import { writeLocally } from './writeTransaction';
import { checkMediaFiles, ownMediaLimits } from './mediaLimits';

/**
 * Drafts on the device, sent to the server through the outbox: files first (POST /media, under their
 * blob ids), then the save with the revision it is based on. Works offline; never loses a word (a save
 * the server refuses stays on the device and in the sync centre).
 */

/** A media item of a draft: already uploaded (a URL), or a file still on this device. */
export type DraftMediaInput = { uploaded: AttachedMediaDto } | AutosaveFile;

/** What the composer hands over to be kept as a draft. */
export interface DraftInput {
  content: string;
  privacy: PostPrivacy;
  location: string | null;
  feeling: string | null;
  tags: string[];
  isThread: boolean;
  threadPosts: string[];
  pollData: DraftPollDto | null;
  media: DraftMediaInput[];
  replyToPostId: string | null;
  replyToCommentId: string | null;
  quotedPostId: string | null;
}

const mediaTypeOf = (type: string): AttachedMediaDto['type'] =>
  type.startsWith('video/') ? 'video' : 'image';

export function attachedMedia(item: DraftMediaInput): AttachedMediaDto {
  if ('uploaded' in item) return item.uploaded;
  return { url: localMediaUrl(item.blobId), type: mediaTypeOf(item.file.type), thumbnailUrl: null };
}

/** Undo data of a draft delete: the record to bring back if the server refuses. */
export interface DraftDeleteUndo {
  draft: DraftRecord;
}

/**
 * Keeps a draft on this device (a new one, or `draftId` edited), its files with it, and queues it for
 * the server. Returns its id.
 */
export async function saveDraft(input: DraftInput, draftId: string | null = null): Promise<string> {
  return writeLocally(async (db) => {
    const now = Date.now();
    const existing = draftId ? await db.drafts.get(draftId) : undefined;
    const id = existing?.id ?? draftId ?? uuidv7(now);
    const files = input.media.filter((item): item is AutosaveFile => 'file' in item);
    checkMediaFiles(
      files.map((item) => item.file),
      await ownMediaLimits(db),
      input.media.length - files.length,
    );
    await keepFiles(db, files);
    const media = input.media.map(attachedMedia);
    const record: DraftRecord = {
      id,
      _id: id,
      revision: existing?.revision ?? 0,
      baseRevision: existing?.baseRevision ?? 0,
      content: input.content,
      media,
      mediaUrls: media,
      privacy: input.privacy,
      location: input.location,
      feeling: input.feeling,
      tags: input.tags,
      isThread: input.isThread,
      threadPosts: input.threadPosts,
      pollData: input.pollData,
      replyToPostId: input.replyToPostId,
      replyToCommentId: input.replyToCommentId,
      quotedPostId: input.quotedPostId,
      conflictOf: existing?.conflictOf ?? null,
      createdAt: existing?.createdAt ?? new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      savedAt: now,
    };
    await db.drafts.put(record);
    await queueSave(db, record, files);
    return id;
  });
}

/** The uploads a draft's files need (once each), then its save, after them and replacing an unsent one. */
async function queueSave(db: MemberDb, record: DraftRecord, files: readonly AutosaveFile[]): Promise<void> {
  await queueUploads(db, files, 'Upload a file for a draft');
  const saves = (await db.outbox.where('entityId').equals(record.id).toArray()).filter(
    (e) => e.kind === 'draft.save' && isQueued(e),
  );
  const unsent = saves.filter(isUntouched);
  await db.outbox.bulkDelete(unsent.map((e) => e.id));
  // A save on its way will raise the revision by one when it lands: this one builds on that.
  const onTheWay = saves.length - unsent.length;
  const blobIds = record.media.flatMap((m) => localBlobId(m.url) ?? []);
  await enqueue(db, {
    method: 'POST',
    path: draftPaths.save,
    body: {
      id: record.id,
      saveId: uuidv7(),
      baseRevision: record.baseRevision + onTheWay,
      content: record.content,
      mediaUrls: record.media.map(mediaRef),
      privacy: record.privacy,
      location: record.location,
      feeling: record.feeling,
      tags: record.tags,
      isThread: record.isThread,
      threadPosts: record.threadPosts,
      pollData: record.pollData,
      replyToPostId: record.replyToPostId,
      replyToCommentId: record.replyToCommentId,
      quotedPostId: record.quotedPostId,
    },
    kind: 'draft.save',
    entityId: record.id,
    dependsOn: blobIds,
    label: withSnippet('Save a draft', record.content || record.threadPosts.join(' ')),
    undo: null,
  });
}

/** A file still on the device is named by its upload id (its blob id); an uploaded one by its URL. */
export function mediaRef(media: AttachedMediaDto): AttachedMediaRef {
  const blobId = localBlobId(media.url);
  return blobId ? { id: blobId } : media.url;
}

/**
 * Deletes a draft (the member deleted it, or it was published): at once on the device, then on the
 * server. A draft the server never had (its save not sent yet) is simply dropped with that save.
 */
export async function deleteDraft(draftId: string): Promise<void> {
  // Loaded before the transaction (an import awaited inside it would let IndexedDB commit it).
  const { discardEntries } = await import('../sync/discard');
  await writeLocally(async (db) => {
    const draft = await db.drafts.get(draftId);
    const saves = (await db.outbox.where('entityId').equals(draftId).toArray()).filter(
      (e) => e.kind === 'draft.save' && isQueued(e),
    );
    const unsent = saves.filter(isUntouched);
    for (const entry of unsent) await discardEntries(db, entry);
    await db.drafts.delete(draftId);
    if (draft) await dropUnsentUploads(db, draft, discardEntries);
    const neverSent = (draft?.baseRevision ?? 0) === 0 && saves.length === unsent.length;
    if (!draft || neverSent) return;
    await enqueue(db, {
      method: 'DELETE',
      path: draftPaths.one(draftId),
      okStatuses: [404],
      kind: 'draft.delete',
      entityId: draftId,
      label: withSnippet('Delete a draft', draft.content),
      undo: { draft } satisfies DraftDeleteUndo,
    });
  });
}

/** Uploads not sent yet of files nothing else needs (another draft, the open composer) go with the draft. */
async function dropUnsentUploads(
  db: MemberDb,
  draft: DraftRecord,
  discardEntries: (db: MemberDb, entry: OutboxEntry) => Promise<void>,
): Promise<void> {
  const stillNeeded = new Set(await blobsKeptByDrafts(db));
  for (const media of draft.media) {
    const blobId = localBlobId(media.url);
    if (!blobId || stillNeeded.has(blobId)) continue;
    const uploads = await db.outbox.where('entityId').equals(blobId).toArray();
    for (const upload of uploads.filter((e) => e.kind === 'media.upload' && isUntouched(e))) {
      await discardEntries(db, upload);
    }
  }
}

/** Whether an outbox entry still has to send this draft (so a fetched copy must not replace it). */
export const isDraftWrite = (entry: OutboxEntry, draftId: string) =>
  entry.entityId === draftId &&
  (entry.kind === 'draft.save' || entry.kind === 'draft.delete') &&
  isQueued(entry);
