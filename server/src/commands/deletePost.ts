import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { assertMayDeletePost } from '../policies/postPolicy.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { bumpCounter } from './counters.js';
import { removeUnusedPostMedia } from './removeUnusedPostMedia.js';

/**
 * Deletes a post of the member's. Its likes, comments, reposts, bookmarks, poll, hashtags and mentions
 * go with it (foreign keys cascade); a quoted post loses one quote; the media files are removed once
 * the deletion is committed. Later parts of a thread stay. Timelines drop it through a job (reads skip
 * it at once).
 */
export async function deletePost(ctx: AppContext, member: User, postId: string): Promise<void> {
  const { models } = ctx.db;
  const mediaUrls = await ctx.db.sequelize.transaction(async (transaction) => {
    const post = await findVisiblePost(models, postId, member.id, { transaction, lock: true });
    assertMayDeletePost(post, member.id);
    const media = await models.PostMedia.findAll({ where: { postId: post.id }, transaction });
    if (post.quotedPostId) {
      await bumpCounter(models, 'Post', post.quotedPostId, 'quotesCount', -1, transaction);
    }
    await post.destroy({ transaction });
    await ctx.jobs.enqueue('timeline-remove-post', { postId: post.id }, { transaction });
    return media.flatMap((m) => [m.url, m.thumbnailUrl]);
  });
  await removeUnusedPostMedia(ctx, mediaUrls);
}
