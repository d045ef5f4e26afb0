import { uuidv7, type AttachedMediaDto, type DraftPollDto, type PostPrivacy } from '@flock/shared';
import type { DraftRecord } from '../db/draftRecords';
import { keepFiles, type AutosaveFile } from './composerAutosave';
import { localMediaUrl } from './localMedia';
import { writeLocally } from './writeTransaction';

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

function attachedMedia(item: DraftMediaInput): AttachedMediaDto {
  if ('uploaded' in item) return item.uploaded;
  return { url: localMediaUrl(item.blobId), type: mediaTypeOf(item.file.type), thumbnailUrl: null };
}

/**
 * Keeps a draft on this device (a new one, or `draftId` edited), its files with it. Returns its id.
 */
export async function saveDraft(input: DraftInput, draftId: string | null = null): Promise<string> {
  return writeLocally(async (db) => {
    const now = Date.now();
    const existing = draftId ? await db.drafts.get(draftId) : undefined;
    const id = existing?.id ?? draftId ?? uuidv7(now);
    await keepFiles(
      db,
      input.media.filter((item): item is AutosaveFile => 'file' in item),
    );
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
    return id;
  });
}

/** Takes a draft off this device (it was published, or the member deleted it). */
export async function deleteDraft(draftId: string): Promise<void> {
  await writeLocally(async (db) => {
    await db.drafts.delete(draftId);
  });
}
