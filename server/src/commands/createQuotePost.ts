import type { QuotePostCreateSchema } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { notifyNewPost } from '../notifications/triggers.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { hydratePost } from '../queries/hydratePosts.js';
import { findReplayedRecord } from './clientIds.js';
import type { CreatedPost } from './createPost.js';
import { bumpCounter } from './counters.js';
import { recordPostTokens } from './recordPostTokens.js';

export type QuoteValues = z.output<typeof QuotePostCreateSchema>;

/** A post that quotes another the author may see; the quoted post's quotesCount goes up by one. */
export async function createQuotePost(
  ctx: AppContext,
  author: User,
  values: QuoteValues,
): Promise<CreatedPost> {
  const { models } = ctx.db;
  const findOwn = () =>
    findReplayedRecord(
      values.id,
      (id) => models.Post.findByPk(id),
      (p) => p.authorId,
      author.id,
    );
  const replayed = await findOwn();
  if (replayed) return { post: await hydratePost(ctx.db, author.id, replayed.id), created: false };
  try {
    const postId = await ctx.db.sequelize.transaction(async (transaction) => {
      const quoted = await findVisiblePost(models, values.quotedPostId, author.id, {
        transaction,
        lock: true,
      });
      const now = new Date();
      const post = await models.Post.create(
        {
          ...(values.id ? { id: values.id } : {}),
          authorId: author.id,
          content: values.content,
          privacy: values.privacy,
          tags: [],
          quotedPostId: quoted.id,
          isQuote: true,
          createdAt: now,
          updatedAt: now,
        },
        { transaction },
      );
      await bumpCounter(models, 'Post', quoted.id, 'quotesCount', 1, transaction);
      await recordPostTokens(models, post, transaction);
      await notifyNewPost(ctx, transaction, post, quoted);
      return post.id;
    });
    return { post: await hydratePost(ctx.db, author.id, postId), created: true };
  } catch (error) {
    const raced = error instanceof UniqueConstraintError ? await findOwn() : null;
    if (!raced) throw error;
    return { post: await hydratePost(ctx.db, author.id, raced.id), created: false };
  }
}
