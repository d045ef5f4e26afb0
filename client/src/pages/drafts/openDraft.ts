import { uuidv7, type CommentDto, type PostDto } from '@flock/shared';
import { postsApi } from '../../api/posts';
import type { DraftRecord, StoredComposerFields, StoredComposerRequest } from '../../db/draftRecords';
import type { AutosaveFile, RestoredComposer } from '../../data/composerAutosave';
import { localBlobId } from '../../data/localMedia';
import { stripRecord } from '../../data/postRecords';
import { activeMemberDb } from '../../sync/member';
import { draftKind } from './draftView';

export const DRAFT_TARGET_MISSING =
  'The post this draft belongs to could not be loaded. Try again when online.';

async function findPost(postId: string): Promise<PostDto> {
  const stored = await activeMemberDb().posts.get(postId);
  if (stored) return stripRecord(stored);
  try {
    return (await postsApi.get(postId)).post;
  } catch {
    throw new Error(DRAFT_TARGET_MISSING);
  }
}

async function requestFor(draft: DraftRecord): Promise<StoredComposerRequest> {
  switch (draftKind(draft)) {
    case 'reply': {
      const post = await findPost(draft.replyToPostId ?? '');
      const stored = draft.replyToCommentId
        ? await activeMemberDb().comments.get(draft.replyToCommentId)
        : undefined;
      if (!stored) return { mode: 'reply', post };
      const { savedAt: _savedAt, origin: _origin, ...comment } = stored;
      return { mode: 'reply', post, comment: comment satisfies CommentDto };
    }
    case 'quote':
      return { mode: 'quote', post: await findPost(draft.quotedPostId ?? '') };
    case 'thread':
      return { mode: 'thread' };
    default:
      return { mode: 'post' };
  }
}

/**
 * The draft's files for the composer: ones still on this device from `mediaBlobs`, uploaded ones
 * fetched again (the worker's media cache has them once seen). A file that cannot be had is left out.
 */
async function filesFor(draft: DraftRecord): Promise<{ files: AutosaveFile[]; missing: number }> {
  const db = activeMemberDb();
  const files: AutosaveFile[] = [];
  let missing = 0;
  for (const [index, media] of draft.media.entries()) {
    const blobId = localBlobId(media.url);
    if (blobId) {
      const stored = await db.mediaBlobs.get(blobId);
      if (stored) files.push({ blobId, file: new File([stored.blob], stored.name, { type: stored.type }) });
      else missing += 1;
      continue;
    }
    try {
      const response = await fetch(media.url);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const name = `${media.type}-${index + 1}.${blob.type.split('/')[1] ?? 'bin'}`;
      files.push({
        blobId: uuidv7(),
        file: new File([blob], name, { type: blob.type || `${media.type}/*` }),
      });
    } catch {
      missing += 1;
    }
  }
  return { files, missing };
}

/** What the composer opens with to edit a draft; saving it again updates the same draft. */
export async function composerForDraft(draft: DraftRecord): Promise<RestoredComposer & { missing: number }> {
  const request = await requestFor(draft);
  const { files, missing } = await filesFor(draft);
  const parts =
    draft.threadPosts.length >= 2 ? draft.threadPosts : [...draft.threadPosts, '', ''].slice(0, 2);
  const fields: StoredComposerFields = {
    content: draft.isThread ? '' : draft.content,
    privacy: draft.privacy,
    media: files.map(({ blobId, file }) => ({ blobId, name: file.name, type: file.type })),
    poll: draft.pollData ? { options: draft.pollData.options, durationHours: draft.pollData.duration } : null,
    tags: draft.tags,
    location: draft.location ?? '',
    latitude: null,
    longitude: null,
    feeling: draft.feeling,
    isThread: draft.isThread,
    threadParts: draft.isThread ? parts : ['', ''],
  };
  return { request, fields, files, draftId: draft.id, missing };
}
