import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { ownScheduledPost } from '../policies/scheduledPostPolicy.js';
import { recordSyncChange } from './recordSyncChange.js';
import { releaseUploads } from './releaseUploads.js';

/**
 * Deletes the member's scheduled post (its job then finds nothing to publish; a published post stays);
 * uploads nothing else holds are let go.
 */
export async function deleteScheduledPost(ctx: AppContext, member: User, id: string): Promise<void> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const row = await ownScheduledPost(ctx, member, id, transaction);
    await row.destroy({ transaction });
    await releaseUploads(
      ctx,
      member.id,
      row.status === 'published' ? [] : row.media.map((m) => m.url),
      transaction,
    );
    await recordSyncChange(ctx, transaction, member.id, 'scheduled_posts', row.id);
  });
}
