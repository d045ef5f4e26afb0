import { Op } from 'sequelize';
import type { AppContext } from '../context.js';

/**
 * Deletes stored post media files that no post refers to any more. Files are named by their content,
 * so the same picture posted twice is one file; it stays while any post still shows it.
 */
export async function removeUnusedPostMedia(
  ctx: AppContext,
  urls: readonly (string | null)[],
): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url) continue;
    try {
      const stillUsed = await ctx.db.models.PostMedia.count({
        where: { [Op.or]: [{ url }, { thumbnailUrl: url }] },
      });
      if (stillUsed === 0) await ctx.media.remove(url);
    } catch (err) {
      ctx.logger.warn({ err, url }, 'could not remove a post media file');
    }
  }
}
