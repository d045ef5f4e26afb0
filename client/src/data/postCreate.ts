import {
  POST_MESSAGES,
  uuidv7,
  type AttachedMediaDto,
  type MediaDto,
  type OutboxFile,
  type PostAuthorDto,
  type PostCreateValues,
  type PostDto,
  type PostPrivacy,
} from '@flock/shared';
import { postPaths } from '../api/posts';
import type { PostRecord } from '../db/records';
import { activeMemberDb } from '../sync/member';
import { enqueue } from '../sync/outboxQueue';
import { handleOf, ownAuthor } from './ownAuthor';
import { withSnippet } from './labels';
import { localMediaUrl } from './localMedia';
import { checkMediaFiles, ownMediaLimits } from './mediaLimits';
import { newPost } from './newPost';
import { loadPostInputSchemas } from './postInputs';
import { placeOwnPost, stripRecord, updatePost } from './postRecords';
import type { PostDraft } from './types';
import { LocalValidationError, writeLocally } from './writeTransaction';

/** Undo data of the creating writes: what to take off the device if the server refuses them. */
export interface CreateUndo {
  postIds: string[];
  quotedPostId?: string;
}

type SafeParse<T> =
  { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };

function accepted<T>(result: SafeParse<T>): T {
  if (!result.success) throw new LocalValidationError(result.error.issues[0]?.message ?? POST_MESSAGES.empty);
  return result.data;
}

/** How a create may be told more: the id to publish under (a draft's), media uploaded before. */
export interface CreateOptions {
  id?: string;
  /** Already uploaded media (POST /media), shown before the files. */
  uploaded?: AttachedMediaDto[];
}

/** Publishes a post, with its files kept on the device until they are uploaded. Works offline. */
export async function createPost(draft: PostDraft, options: CreateOptions = {}): Promise<string> {
  const uploaded = options.uploaded ?? [];
  checkMediaFiles(draft.files, await ownMediaLimits(activeMemberDb()), uploaded.length);
  const { PostCreateSchema } = await loadPostInputSchemas();
  const values = accepted(
    PostCreateSchema.safeParse({
      content: draft.content,
      privacy: draft.privacy,
      tags: draft.tags,
      location: draft.location,
      latitude: draft.latitude,
      longitude: draft.longitude,
      feeling: draft.feeling,
      poll: draft.poll,
      mediaCount: draft.files.length,
      mediaUrls: uploaded.map((m) => m.url),
    }),
  );
  const now = Date.now();
  const id = options.id ?? uuidv7(now);
  return writeLocally(async (db) => {
    const author = await ownAuthor(db);
    const media: MediaDto[] = uploaded.map((m) => ({
      id: m.url,
      type: m.type,
      url: m.url,
      thumbnailUrl: m.thumbnailUrl,
      width: null,
      height: null,
    }));
    const files: OutboxFile[] = [];
    for (const [index, file] of draft.files.entries()) {
      const blobId = uuidv7(now);
      const name = file.name || `file-${index + 1}`;
      await db.mediaBlobs.put({ id: blobId, blob: file, name, type: file.type, createdAt: now });
      media.push({
        id: blobId,
        type: file.type.startsWith('video/') ? 'video' : 'image',
        url: localMediaUrl(blobId),
        thumbnailUrl: null,
        width: null,
        height: null,
      });
      files.push({ field: 'media', blobId, name });
    }
    const post = localPost({
      id,
      author,
      now,
      content: values.content,
      privacy: values.privacy,
      extra: {
        tags: values.tags,
        location: values.location ?? null,
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        feeling: values.feeling ?? null,
        mediaUrls: media,
        poll: values.poll ? localPoll(values.poll, now) : null,
      },
    });
    await db.posts.put(post);
    await placeOwnPost(db, post);
    await enqueue(db, {
      method: 'POST',
      path: postPaths.create,
      multipart: { fields: multipartFields(id, values), files },
      kind: 'post.create',
      entityId: id,
      creates: [id],
      label: withSnippet('Publish a post', values.content),
      undo: { postIds: [id] } satisfies CreateUndo,
    });
    return id;
  });
}

function multipartFields(id: string, values: PostCreateValues): Record<string, string> {
  const fields: Record<string, string> = { id, content: values.content, privacy: values.privacy };
  if (values.location) fields.location = values.location;
  if (values.latitude != null) fields.latitude = String(values.latitude);
  if (values.longitude != null) fields.longitude = String(values.longitude);
  if (values.feeling) fields.feeling = values.feeling;
  if (values.tags.length > 0) fields.tags = JSON.stringify(values.tags);
  if (values.poll) {
    fields.pollOptions = JSON.stringify(values.poll.options);
    fields.pollDuration = String(values.poll.durationHours);
  }
  if (values.mediaUrls.length > 0) fields.mediaUrls = JSON.stringify(values.mediaUrls);
  return fields;
}

/** Quotes a post (which may itself have been made offline: the quote is sent after it). */
export async function createQuote(
  quotedPostId: string,
  content: string,
  privacy: PostPrivacy,
  options: Pick<CreateOptions, 'id'> = {},
): Promise<string> {
  const { QuotePostCreateSchema } = await loadPostInputSchemas();
  const values = accepted(QuotePostCreateSchema.safeParse({ quotedPostId, content, privacy }));
  const now = Date.now();
  const id = options.id ?? uuidv7(now);
  return writeLocally(async (db) => {
    const author = await ownAuthor(db);
    const quoted = await updatePost(db, quotedPostId, (p) => ({ quotesCount: p.quotesCount + 1 }));
    const post = localPost({
      id,
      author,
      now,
      content: values.content,
      privacy: values.privacy,
      extra: {
        quotedPostId,
        isQuoteTweet: true,
        quotedPost: quoted ? { ...stripRecord(quoted), quotedPost: null } : null,
      },
    });
    await db.posts.put(post);
    await placeOwnPost(db, post);
    await enqueue(db, {
      method: 'POST',
      path: postPaths.create,
      body: { id, quotedPostId, content: values.content, isQuoteTweet: true, privacy: values.privacy },
      kind: 'post.quote',
      entityId: id,
      dependsOn: [quotedPostId],
      creates: [id],
      label: withSnippet(`Quote a post by ${handleOf(quoted?.author)}`, values.content),
      undo: { postIds: [id], quotedPostId } satisfies CreateUndo,
    });
    return id;
  });
}

/** Publishes a thread; returns the parts' ids in order. */
export async function createThread(
  parts: string[],
  privacy: PostPrivacy,
  options: Pick<CreateOptions, 'id'> = {},
): Promise<string[]> {
  const { ThreadCreateSchema } = await loadPostInputSchemas();
  const values = accepted(ThreadCreateSchema.safeParse({ posts: parts, privacy }));
  const now = Date.now();
  const ids = values.posts.map((_, index) => (index === 0 && options.id ? options.id : uuidv7(now + index)));
  return writeLocally(async (db) => {
    const author = await ownAuthor(db);
    for (const [position, content] of values.posts.entries()) {
      const post = localPost({
        id: ids[position]!,
        author,
        now,
        content,
        privacy: values.privacy,
        extra: { threadId: ids[0]!, threadPosition: position },
      });
      await db.posts.put(post);
      await placeOwnPost(db, post);
    }
    await enqueue(db, {
      method: 'POST',
      path: postPaths.thread,
      body: { posts: values.posts, ids, privacy: values.privacy },
      kind: 'thread.create',
      entityId: ids[0]!,
      creates: ids,
      label: withSnippet(`Publish a thread of ${ids.length} posts`, values.posts[0] ?? ''),
      undo: { postIds: ids } satisfies CreateUndo,
    });
    return ids;
  });
}

interface LocalPostInput {
  id: string;
  author: PostAuthorDto;
  now: number;
  content: string;
  privacy: PostPrivacy;
  extra?: Partial<PostDto>;
}

/** A post as it will look once published: the member as author, nothing counted yet. */
function localPost({ id, author, now, content, privacy, extra }: LocalPostInput): PostRecord {
  return {
    ...newPost({ id, author, content, privacy, createdAt: new Date(now).toISOString() }),
    ...extra,
    savedAt: now,
    origin: 'local',
  };
}

function localPoll(poll: { options: string[]; durationHours: number }, now: number) {
  return {
    id: uuidv7(now),
    options: poll.options.map((optionText, index) => ({
      id: `local-option-${index}`,
      optionText,
      voteCount: 0,
      percentage: 0,
    })),
    totalVotes: 0,
    hasVoted: false,
    userVotedOption: null,
    endsAt: new Date(now + poll.durationHours * 3600 * 1000).toISOString(),
    isClosed: false,
  };
}
