import { Op } from 'sequelize';
import { removeUnusedPostMedia } from '../../commands/removeUnusedPostMedia.js';
import type { AppContext } from '../../context.js';
import { defineJob } from '../defineJob.js';

/** Uploads nothing took within this long are removed. */
export const UNATTACHED_MEDIA_TTL_MS = 24 * 3600 * 1000;
const BATCH = 500;

/**
 * Removes uploads (POST /media) that no draft, scheduled post or post took within a day, and their
 * files once nothing else uses them. Runs every hour.
 */
export async function removeUnattachedMedia(ctx: AppContext, now = Date.now()): Promise<number> {
  const { MediaUpload } = ctx.db.models;
  let removed = 0;
  for (;;) {
    const stale = await MediaUpload.findAll({
      where: { attachedAt: null, createdAt: { [Op.lt]: new Date(now - UNATTACHED_MEDIA_TTL_MS) } },
      limit: BATCH,
    });
    if (stale.length === 0) return removed;
    await MediaUpload.destroy({ where: { id: stale.map((upload) => upload.id), attachedAt: null } });
    await removeUnusedPostMedia(
      ctx,
      stale.flatMap((upload) => [upload.url, upload.thumbnailUrl]),
    );
    removed += stale.length;
    if (stale.length < BATCH) return removed;
  }
}

export const RemoveUnattachedMediaJob = defineJob({
  name: 'remove-unattached-media',
  attempts: 1,
  repeatEveryMs: 60 * 60 * 1000,
  async run(_data: null, job) {
    const removed = await removeUnattachedMedia(job.ctx);
    if (removed > 0) job.ctx.logger.debug({ removed }, 'unattached uploads removed');
  },
});
