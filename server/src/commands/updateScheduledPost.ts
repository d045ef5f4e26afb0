import type { ScheduledPostUpdateValues } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { ScheduledPost } from '../models/ScheduledPost.js';
import type { User } from '../models/User.js';
import { ownScheduledPost } from '../policies/scheduledPostPolicy.js';
import { recordSyncChange } from './recordSyncChange.js';
import { checkScheduleTime, queuePublishing, scheduledPostColumns } from './scheduledPostFields.js';

/**
 * Reschedules or edits a pending or failed post (a failed one becomes pending again). A published one
 * answers 409. A new job is queued for the time; one queued for an earlier time finds the post not due.
 */
export function updateScheduledPost(
  ctx: AppContext,
  member: User,
  id: string,
  values: ScheduledPostUpdateValues,
): Promise<ScheduledPost> {
  return ctx.db.sequelize.transaction(async (transaction) => {
    const row = await ownScheduledPost(ctx, member, id, transaction);
    if (row.status === 'published') throw new AppError('scheduled_post_not_pending');
    const now = new Date();
    if (values.scheduledFor) checkScheduleTime(values.scheduledFor, now, values.queuedAt);
    const columns = await scheduledPostColumns(ctx, member.id, values, transaction);
    await row.update({ ...columns, status: 'pending', failReason: null, updatedAt: now }, { transaction });
    await queuePublishing(ctx, row, now, transaction);
    await recordSyncChange(ctx, transaction, member.id, 'scheduled_posts', row.id);
    return row;
  });
}
