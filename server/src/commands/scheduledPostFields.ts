import {
  DRAFT_MESSAGES,
  isScheduleInFuture,
  type ScheduledPostCreateValues,
  type ScheduledPostUpdateValues,
} from '@flock/shared';
import type { CreationAttributes, Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { validationError } from '../errors.js';
import type { ScheduledPost } from '../models/ScheduledPost.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { attachUploads } from './attachUploads.js';

/** A new schedule time must lie in the future as the member made it (queued offline: when queued). */
export function checkScheduleTime(scheduledFor: Date, now: Date, queuedAt?: Date): void {
  if (!isScheduleInFuture(scheduledFor, now, queuedAt)) {
    throw validationError([{ path: 'scheduledFor', msg: DRAFT_MESSAGES.scheduledInPast }]);
  }
}

/** The columns a create or an edit sets, its uploads taken and the quoted post checked. */
export async function scheduledPostColumns(
  ctx: AppContext,
  memberId: string,
  values: ScheduledPostCreateValues | ScheduledPostUpdateValues,
  transaction: Transaction,
): Promise<Partial<CreationAttributes<ScheduledPost>>> {
  const columns: Partial<CreationAttributes<ScheduledPost>> = {};
  if (values.mediaUrls !== undefined) {
    const attached = await attachUploads(ctx, memberId, values.mediaUrls, transaction);
    columns.media = attached.map((a) => a.media);
  }
  if (values.quotedPostId) {
    await findVisiblePost(ctx.db.models, values.quotedPostId, memberId, { transaction });
  }
  if (values.content !== undefined) columns.content = values.content;
  if (values.privacy !== undefined) columns.privacy = values.privacy;
  if (values.location !== undefined) columns.location = values.location || null;
  if (values.feeling !== undefined) columns.feeling = values.feeling || null;
  if (values.tags !== undefined) columns.tags = values.tags;
  if (values.pollData !== undefined) columns.pollData = values.pollData;
  if (values.threadPosts !== undefined) columns.threadPosts = values.threadPosts;
  if (values.quotedPostId !== undefined) columns.quotedPostId = values.quotedPostId;
  if (values.scheduledFor !== undefined) columns.scheduledFor = values.scheduledFor;
  return columns;
}

/** Queues the publishing job for the post's time, in the transaction that schedules it. */
export async function queuePublishing(
  ctx: AppContext,
  row: ScheduledPost,
  now: Date,
  transaction: Transaction,
): Promise<void> {
  // A post that reaches the server after its time goes out at once, and the member is told it was late.
  const late = row.scheduledFor.getTime() < now.getTime();
  await ctx.jobs.enqueue(
    'publish-scheduled-post',
    { scheduledPostId: row.id, late },
    { at: late ? now : row.scheduledFor, transaction },
  );
}
