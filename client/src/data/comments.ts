import { useCallback } from 'react';
import { POST_MESSAGES, uuidv7, type CommentDto } from '@flock/shared';
import { commentPaths, commentsApi } from '../api/comments';
import type { MemberDb } from '../db/memberDb';
import type { CommentRecord } from '../db/records';
import { enqueue } from '../sync/outboxQueue';
import { queueToggle } from '../sync/toggles';
import { storeFetchedComments } from './commentRecords';
import { withSnippet } from './labels';
import { handleOf, ownAuthor } from './ownAuthor';
import { loadPostInputSchemas } from './postInputs';
import { updatePost } from './postRecords';
import type { PagedList } from './types';
import { usePagedList, type PageLoader } from './usePagedList';
import { LocalValidationError, writeLocally } from './writeTransaction';

export interface CommentUndo {
  commentId: string;
  postId: string;
}

export const commentsList = (postId: string) => `comments:${postId}`;

/** The comments of a post, newest first, loaded page by page when `enabled` (the panel is open). */
export function useComments(postId: string, enabled = true): PagedList<CommentDto> {
  const read = useCallback(
    (db: MemberDb) =>
      db.comments.where('[postId+createdAt]').between([postId, ''], [postId, '\uffff']).reverse().toArray(),
    [postId],
  );
  const load = useCallback<PageLoader>(
    async (db, mode, state) => {
      const page = mode === 'refresh' ? 1 : (state?.page ?? 0) + 1;
      const result = await commentsApi.list(postId, page);
      await db.transaction('rw', db.tables, async () => {
        if (mode === 'refresh') await forgetServerComments(db, postId);
        await storeFetchedComments(db, result.comments);
        await db.feedState.put({
          feed: commentsList(postId),
          nextCursor: null,
          page,
          hasMore: result.hasMore,
          refreshedAt: Date.now(),
        });
      });
    },
    [postId],
  );
  return usePagedList<CommentRecord, CommentDto>({
    list: commentsList(postId),
    enabled,
    read,
    load,
    present: stripComment,
    fallbackError: 'Failed to load comments',
  });
}

/** A refresh starts the list again from page 1; comments made here and not yet confirmed stay. */
async function forgetServerComments(db: MemberDb, postId: string): Promise<void> {
  await db.comments
    .where('postId')
    .equals(postId)
    .filter((c) => c.origin !== 'local')
    .delete();
}

function stripComment(record: CommentRecord): CommentDto {
  const { savedAt: _savedAt, origin: _origin, ...comment } = record;
  return comment;
}

async function checkedContent(content: string): Promise<string> {
  const { CommentCreateSchema } = await loadPostInputSchemas();
  const parsed = CommentCreateSchema.safeParse({ content });
  if (!parsed.success)
    throw new LocalValidationError(parsed.error.issues[0]?.message ?? POST_MESSAGES.commentEmpty);
  return parsed.data.content;
}

/**
 * Comments on a post (which may have been made offline: the comment is sent after it). `id` names the
 * comment (a published draft's id, so publishing it twice makes one comment).
 */
export async function addComment(postId: string, content: string, id?: string): Promise<string> {
  return queueComment(postId, null, await checkedContent(content), id);
}

export async function replyToComment(
  postId: string,
  parentCommentId: string,
  content: string,
  id?: string,
): Promise<string> {
  return queueComment(postId, parentCommentId, await checkedContent(content), id);
}

function queueComment(
  postId: string,
  parentId: string | null,
  content: string,
  givenId?: string,
): Promise<string> {
  const now = Date.now();
  const id = givenId ?? uuidv7(now);
  return writeLocally(async (db) => {
    const user = await ownAuthor(db);
    const post = await updatePost(db, postId, (p) => ({ commentsCount: p.commentsCount + 1 }));
    const parent = parentId ? await db.comments.get(parentId) : undefined;
    await db.comments.put({
      id,
      _id: id,
      postId,
      parentId,
      user,
      content,
      isLiked: false,
      likesCount: 0,
      createdAt: new Date(now).toISOString(),
      savedAt: now,
      origin: 'local',
    });
    await enqueue(db, {
      method: 'POST',
      path: parentId ? commentPaths.reply(postId, parentId) : commentPaths.create(postId),
      body: { id, content },
      kind: parentId ? 'comment.reply' : 'comment.create',
      entityId: id,
      dependsOn: parentId ? [postId, parentId] : [postId],
      creates: [id],
      label: withSnippet(
        parentId ? `Reply to ${handleOf(parent?.user)}` : `Comment on a post by ${handleOf(post?.author)}`,
        content,
      ),
      undo: { commentId: id, postId } satisfies CommentUndo,
    });
    return id;
  });
}

export function toggleCommentLike(commentId: string): Promise<void> {
  return writeLocally(async (db) => {
    const comment = await db.comments.get(commentId);
    if (!comment) throw new LocalValidationError('This comment is not available on this device.');
    const desired = !comment.isLiked;
    await db.comments.put({
      ...comment,
      isLiked: desired,
      likesCount: Math.max(0, comment.likesCount + (desired ? 1 : -1)),
    });
    await queueToggle(db, {
      kind: 'comment.like',
      entityId: commentId,
      desired,
      before: { on: comment.isLiked, count: comment.likesCount },
      request: (liked) => ({ method: 'POST', path: commentPaths.like(commentId), body: { liked } }),
      label: (liked) => `${liked ? 'Like' : 'Remove your like from'} a comment by ${handleOf(comment.user)}`,
    });
  });
}
