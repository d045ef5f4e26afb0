import type { PostDto } from '@flock/shared';
import { UniqueConstraintError, type CreationAttributes, type Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { Post } from '../models/Post.js';
import type { User } from '../models/User.js';
import { notifyNewPost } from '../notifications/triggers.js';
import { hydratePost } from '../queries/hydratePosts.js';
import { signalNewPost } from '../realtime/signalNewPost.js';
import { findReplayedRecord } from './clientIds.js';
import { recordPostTokens } from './recordPostTokens.js';
import { recordTimelineEvent } from './recordTimelineEvent.js';

/** The steps every way of publishing a post shares (a post, a quote, the parts of a thread). */

export interface CreatedPost {
  post: PostDto;
  /** False when the client id named a post this member already made (a replayed create). */
  created: boolean;
}

/** The member's own post with this client id, when the create is a replay (see findReplayedRecord). */
export function findOwnPost(ctx: AppContext, author: User, id: string | undefined): Promise<Post | null> {
  return findReplayedRecord(
    id,
    (postId) => ctx.db.models.Post.findByPk(postId),
    (post) => post.authorId,
    author.id,
  );
}

/**
 * Runs `publish` (which answers the new post's id) once per client id: a replayed create, or one that
 * lost the race to insert the same id, answers with the post already made.
 */
export async function publishOnce(
  ctx: AppContext,
  author: User,
  clientId: string | undefined,
  publish: () => Promise<string>,
): Promise<CreatedPost> {
  const replayed = await findOwnPost(ctx, author, clientId);
  if (replayed) return { post: await hydratePost(ctx.db, author.id, replayed.id), created: false };
  let postId: string;
  try {
    postId = await publish();
  } catch (error) {
    const raced = error instanceof UniqueConstraintError ? await findOwnPost(ctx, author, clientId) : null;
    if (!raced) throw error;
    return { post: await hydratePost(ctx.db, author.id, raced.id), created: false };
  }
  return { post: await hydratePost(ctx.db, author.id, postId), created: true };
}

type PostRow = Omit<CreationAttributes<Post>, 'authorId' | 'createdAt' | 'updatedAt'>;

/** Inserts the post row by `author`, under the client's id when it gave one. */
export function insertPostRow(
  ctx: AppContext,
  transaction: Transaction,
  author: User,
  now: Date,
  { id, ...fields }: PostRow,
): Promise<Post> {
  return ctx.db.models.Post.create(
    { ...(id ? { id } : {}), ...fields, authorId: author.id, createdAt: now, updatedAt: now },
    { transaction },
  );
}

/**
 * Records the new post's #hashtags and @mentions, notifies who it concerns, queues its fan-out and, once
 * committed, signals the feeds it reaches.
 */
export async function announcePost(
  ctx: AppContext,
  transaction: Transaction,
  post: Post,
  quoted?: Post,
): Promise<void> {
  await recordPostTokens(ctx.db.models, post, transaction);
  await notifyNewPost(ctx, transaction, post, quoted);
  await recordTimelineEvent(ctx, transaction, { kind: 'post', actorId: post.authorId, postId: post.id });
  signalNewPost(ctx, transaction, post);
}
