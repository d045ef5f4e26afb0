import type { ScheduledPostCreateValues } from '@flock/shared';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { ScheduledPost } from '../models/ScheduledPost.js';
import type { User } from '../models/User.js';
import { recordSyncChange } from './recordSyncChange.js';
import { checkScheduleTime, queuePublishing, scheduledPostColumns } from './scheduledPostFields.js';

export interface CreatedScheduledPost {
  scheduledPost: ScheduledPost;
  created: boolean;
}

/**
 * Schedules a post under the client's id (the same id again answers the one made before) and queues
 * its publishing job in the same transaction, so the job exists exactly when the post does.
 */
export function createScheduledPost(
  ctx: AppContext,
  member: User,
  values: ScheduledPostCreateValues,
): Promise<CreatedScheduledPost> {
  const { ScheduledPost } = ctx.db.models;
  return ctx.db.sequelize.transaction(async (transaction) => {
    if (values.id) {
      const existing = await ScheduledPost.findByPk(values.id, { transaction });
      if (existing && existing.userId === member.id) return { scheduledPost: existing, created: false };
      if (existing) throw new AppError('id_conflict');
    }
    const now = new Date();
    checkScheduleTime(values.scheduledFor, now, values.queuedAt);
    const columns = await scheduledPostColumns(ctx, member.id, values, transaction);
    const row = await ScheduledPost.create(
      {
        content: '',
        media: [],
        privacy: 'public',
        location: null,
        feeling: null,
        tags: [],
        pollData: null,
        threadPosts: [],
        quotedPostId: null,
        ...columns,
        id: values.id ?? newId(),
        userId: member.id,
        scheduledFor: values.scheduledFor,
        status: 'pending',
        failReason: null,
        postId: null,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      },
      { transaction },
    );
    await queuePublishing(ctx, row, now, transaction);
    await recordSyncChange(ctx, transaction, member.id, 'scheduled_posts', row.id);
    return { scheduledPost: row, created: true };
  });
}
