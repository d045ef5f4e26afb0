import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { ScheduledPost } from '../models/ScheduledPost.js';
import type { User } from '../models/User.js';
import { notifyAuthor } from '../notifications/notifyAuthor.js';
import { createPost } from './createPost.js';
import { createQuotePost } from './createQuotePost.js';
import { createThread } from './createThread.js';
import { recordSyncChange } from './recordSyncChange.js';

/** A job this much early (clock drift between workers) still publishes. */
const DUE_TOLERANCE_MS = 1000;

export interface PublishOptions {
  /** The post reached the server after its time: the member is told it went out late. */
  late?: boolean;
  /** Publish now, whatever the time (the member's Publish now). */
  force?: boolean;
}

/**
 * Publishes a pending scheduled post once: the post takes the scheduled post's id, so a second run
 * (another worker, a retry, Publish now meeting the job) finds it there; only the run that moves the
 * row from pending records the outcome. A refusal (the quoted post gone, a media file missing, the
 * author no longer allowed to post) makes it `failed` with the reason, and the author is notified.
 * Anything else (the database away) is thrown, so the job retries. Answers the row as it ends up.
 */
export async function publishScheduledPost(
  ctx: AppContext,
  scheduledPostId: string,
  options: PublishOptions = {},
): Promise<ScheduledPost | null> {
  const row = await ctx.db.models.ScheduledPost.findByPk(scheduledPostId);
  if (!row || row.status !== 'pending') return row;
  // A job queued before a reschedule to a later time: the job of the new time publishes it.
  if (!options.force && row.scheduledFor.getTime() > Date.now() + DUE_TOLERANCE_MS) return row;
  const author = await ctx.db.models.User.findByPk(row.userId);
  if (!author || !author.isActive || !author.emailVerifiedAt) {
    return settle(ctx, row, { failReason: 'Your account can no longer publish posts' });
  }
  try {
    await publishContent(ctx, author, row);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    if (!(await publishedBefore(ctx, row))) return settle(ctx, row, { failReason: failReasonOf(error) });
  }
  return settle(ctx, row, { late: options.late ?? false });
}

function publishedBefore(ctx: AppContext, row: ScheduledPost): Promise<boolean> {
  return ctx.db.models.Post.count({ where: { id: row.id, authorId: row.userId } }).then((n) => n > 0);
}

function failReasonOf(error: AppError): string {
  if (error.code === 'post_not_found') return 'The quoted post is no longer available';
  if (error.errors?.some((e) => e.path.startsWith('mediaUrls'))) return 'A media file is no longer available';
  return error.errors?.[0]?.msg ?? error.message;
}

/** Thread over quote over a plain post, as the composer's modes rank them. */
async function publishContent(ctx: AppContext, author: User, row: ScheduledPost): Promise<void> {
  const parts = [row.content, ...row.threadPosts].filter((part) => part.trim() !== '');
  if (parts.length >= 2) {
    const created = await createThread(ctx, author, {
      posts: parts,
      ids: [row.id, ...parts.slice(1).map(() => newId())],
      privacy: row.privacy,
    });
    if (!created.posts.length) throw new AppError('internal_error');
    return;
  }
  if (row.quotedPostId) {
    await createQuotePost(ctx, author, {
      id: row.id,
      quotedPostId: row.quotedPostId,
      content: row.content,
      privacy: row.privacy,
    });
    return;
  }
  await createPost(
    ctx,
    author,
    {
      id: row.id,
      content: row.content,
      privacy: row.privacy,
      tags: row.tags,
      location: row.location,
      latitude: null,
      longitude: null,
      feeling: row.feeling,
      poll: row.pollData ? { options: row.pollData.options, durationHours: row.pollData.duration } : null,
      mediaCount: 0,
      mediaUrls: row.media.map((m) => m.url),
    },
    [],
  );
}

/** Records the outcome, once: only the run that finds the row still pending changes it and notifies. */
async function settle(
  ctx: AppContext,
  row: ScheduledPost,
  outcome: { failReason: string } | { late: boolean },
): Promise<ScheduledPost> {
  const { ScheduledPost } = ctx.db.models;
  await ctx.db.sequelize.transaction(async (transaction) => {
    const now = new Date();
    const changes =
      'failReason' in outcome
        ? { status: 'failed' as const, failReason: outcome.failReason, updatedAt: now }
        : {
            status: 'published' as const,
            postId: row.id,
            publishedAt: now,
            publishedLate: outcome.late,
            failReason: null,
            updatedAt: now,
          };
    const [changed] = await ScheduledPost.update(changes, {
      where: { id: row.id, status: 'pending' },
      transaction,
    });
    if (changed === 0) return;
    if ('failReason' in outcome)
      await notifyAuthor(ctx, transaction, row.userId, 'scheduled_post_failed', null);
    else if (outcome.late) await notifyAuthor(ctx, transaction, row.userId, 'scheduled_post_late', row.id);
    await recordSyncChange(ctx, transaction, row.userId, 'scheduled_posts', row.id);
  });
  await row.reload();
  return row;
}
