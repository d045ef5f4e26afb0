import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { TimelineEventKind } from '../models/TimelineEvent.js';

/** The job that writes each kind of change into the timelines. */
const JOB_OF = {
  post: 'timeline-fan-out-post',
  repost: 'timeline-fan-out-repost',
  unrepost: 'timeline-fan-out-repost',
  follow: 'timeline-add-followee',
  unfollow: 'timeline-remove-followee',
  rebuild: 'timeline-rebuild',
  tag_follow: 'timeline-add-hashtag',
  tag_unfollow: 'timeline-remove-hashtag',
} as const satisfies Record<TimelineEventKind, string>;

export interface TimelineEventValues {
  kind: TimelineEventKind;
  actorId: string;
  postId?: string;
  targetId?: string;
  /** The hashtag (lower-cased) a tag_follow or tag_unfollow is about. */
  hashtag?: string;
}

/**
 * Records, in the transaction that made the change, that timelines must follow it, and enqueues
 * the job that does so in the same transaction. Until the job has run, the feeds it concerns (the
 * actor's, for posts and reposts their followers', for posts the followers of its hashtags) are read
 * without the timeline.
 */
export async function recordTimelineEvent(
  ctx: AppContext,
  transaction: Transaction,
  values: TimelineEventValues,
): Promise<void> {
  const event = await ctx.db.models.TimelineEvent.create(
    { ...values, createdAt: new Date() },
    { transaction },
  );
  await ctx.jobs.enqueue(JOB_OF[values.kind], { eventId: event.id }, { transaction });
}
