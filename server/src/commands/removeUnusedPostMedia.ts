import { Op } from 'sequelize';
import type { AppContext } from '../context.js';

/**
 * Deletes stored post media files that no post or upload refers to any more. Files are named by their
 * content, so the same picture posted twice is one file; it stays while any post or upload still has it.
 */
export async function removeUnusedPostMedia(
  ctx: AppContext,
  urls: readonly (string | null)[],
): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url) continue;
    try {
      const where = { [Op.or]: [{ url }, { thumbnailUrl: url }] };
      const stillUsed =
        (await ctx.db.models.PostMedia.count({ where })) + (await ctx.db.models.MediaUpload.count({ where }));
      if (stillUsed === 0) await ctx.media.remove(url);
    } catch (err) {
      ctx.logger.warn({ err, url }, 'could not remove a post media file');
    }
  }
}
