import type { AttachedMediaDto } from '@flock/shared';
import type { DraftRecord } from '../db/draftRecords';
import { activeMemberDb } from '../sync/member';
import { addComment, replyToComment } from './comments';
import { deleteDraft } from './drafts';
import { localBlobId } from './localMedia';
import { createPost, createQuote, createThread } from './posts';

export type DraftKind = 'post' | 'thread' | 'reply' | 'quote';

/** What a draft becomes when published (spec 001: scheduled over thread, thread over quote). */
export function draftKind(
  draft: Pick<DraftRecord, 'isThread' | 'replyToPostId' | 'quotedPostId'>,
): DraftKind {
  if (draft.replyToPostId) return 'reply';
  if (draft.isThread) return 'thread';
  if (draft.quotedPostId) return 'quote';
  return 'post';
}

/** The draft's files still on this device, as files again, and the ones uploaded already. */
async function draftMedia(draft: DraftRecord): Promise<{ files: File[]; uploaded: AttachedMediaDto[] }> {
  const db = activeMemberDb();
  const files: File[] = [];
  const uploaded: AttachedMediaDto[] = [];
  for (const media of draft.media) {
    const blobId = localBlobId(media.url);
    if (!blobId) {
      uploaded.push(media);
      continue;
    }
    const stored = await db.mediaBlobs.get(blobId);
    if (stored) files.push(new File([stored.blob], stored.name, { type: stored.type }));
  }
  return { files, uploaded };
}

/**
 * Publishes a draft (spec 001: a create-post call, then the draft delete). The post takes the draft's
 * id, so publishing it twice (two devices, a retry) makes one post. Works offline.
 */
export async function publishDraft(draft: DraftRecord): Promise<DraftKind> {
  const kind = draftKind(draft);
  switch (kind) {
    case 'reply':
      if (draft.replyToCommentId)
        await replyToComment(draft.replyToPostId ?? '', draft.replyToCommentId, draft.content, draft.id);
      else await addComment(draft.replyToPostId ?? '', draft.content, draft.id);
      break;
    case 'thread':
      await createThread(draft.threadPosts, draft.privacy, { id: draft.id });
      break;
    case 'quote':
      await createQuote(draft.quotedPostId ?? '', draft.content, draft.privacy, { id: draft.id });
      break;
    case 'post': {
      const { files, uploaded } = await draftMedia(draft);
      const poll = draft.pollData
        ? { options: draft.pollData.options, durationHours: draft.pollData.duration }
        : null;
      await createPost(
        {
          content: draft.content,
          privacy: draft.privacy,
          tags: draft.tags,
          location: draft.location,
          latitude: null,
          longitude: null,
          feeling: draft.feeling,
          poll,
          files,
        },
        { id: draft.id, uploaded },
      );
      break;
    }
  }
  await deleteDraft(draft.id);
  return kind;
}
