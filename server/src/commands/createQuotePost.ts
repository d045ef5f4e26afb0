import type { QuotePostCreateSchema } from '@flock/shared';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { bumpCounter } from './counters.js';
import { announcePost, insertPostRow, publishOnce, type CreatedPost } from './postPublishing.js';

export type QuoteValues = z.output<typeof QuotePostCreateSchema>;

/** A post that quotes another the author may see; the quoted post's quotesCount goes up by one. */
export function createQuotePost(ctx: AppContext, author: User, values: QuoteValues): Promise<CreatedPost> {
  const { models } = ctx.db;
  return publishOnce(ctx, author, values.id, () =>
    ctx.db.sequelize.transaction(async (transaction) => {
      const quoted = await findVisiblePost(models, values.quotedPostId, author.id, {
        transaction,
        lock: true,
      });
      const post = await insertPostRow(ctx, transaction, author, new Date(), {
        id: values.id,
        content: values.content,
        privacy: values.privacy,
        tags: [],
        quotedPostId: quoted.id,
        isQuote: true,
      });
      await bumpCounter(models, 'Post', quoted.id, 'quotesCount', 1, transaction);
      await announcePost(ctx, transaction, post, quoted);
      return post.id;
    }),
  );
}
