import type { PostDto, ThreadCreateSchema } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { AppError, validationError } from '../errors.js';
import type { User } from '../models/User.js';
import { hydratePosts } from '../queries/hydratePosts.js';
import { announcePost, findOwnPost, insertPostRow } from './postPublishing.js';

export type ThreadValues = z.output<typeof ThreadCreateSchema>;

export interface CreatedThread {
  posts: PostDto[];
  created: boolean;
}

/**
 * Publishes the parts of a thread together. The first part is the root: every part carries
 * threadId = the root's id and its position 0..n-1.
 */
export async function createThread(
  ctx: AppContext,
  author: User,
  values: ThreadValues,
): Promise<CreatedThread> {
  if (values.ids && values.ids.length !== values.posts.length) {
    throw validationError([{ path: 'ids', msg: 'ids must give one id per thread post' }]);
  }
  const replayed = await findOwnPost(ctx, author, values.ids?.[0]);
  if (replayed)
    return { posts: await threadParts(ctx, author, replayed.threadId ?? replayed.id), created: false };

  const ids = values.ids ?? values.posts.map(() => newId());
  const rootId = ids[0]!;
  await insertParts(ctx, author, values, ids).catch((error: unknown) => {
    // Another part's id is taken (the root's was checked above).
    if (error instanceof UniqueConstraintError) throw new AppError('id_conflict');
    throw error;
  });
  return { posts: await threadParts(ctx, author, rootId), created: true };
}

function insertParts(ctx: AppContext, author: User, values: ThreadValues, ids: readonly string[]) {
  const rootId = ids[0]!;
  return ctx.db.sequelize.transaction(async (transaction) => {
    const now = new Date();
    for (const [position, content] of values.posts.entries()) {
      const post = await insertPostRow(ctx, transaction, author, now, {
        id: ids[position]!,
        content,
        privacy: values.privacy,
        tags: [],
        threadId: rootId,
        threadPosition: position,
      });
      await announcePost(ctx, transaction, post);
    }
  });
}

async function threadParts(ctx: AppContext, author: User, threadId: string): Promise<PostDto[]> {
  const parts = await ctx.db.models.Post.findAll({
    where: { threadId, authorId: author.id },
    attributes: ['id'],
    order: [['threadPosition', 'ASC']],
  });
  return hydratePosts(
    ctx.db,
    author.id,
    parts.map((p) => ({ postId: p.id })),
  );
}
