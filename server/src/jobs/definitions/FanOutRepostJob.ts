import { fanOutToFollowers } from '../../commands/fanOutToFollowers.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** A repost, or its undoing, moves the post in the timelines of the reposter's followers. */
export const FanOutRepostJob = timelineEventJob('timeline-fan-out-repost', (db, event) =>
  fanOutToFollowers(db, event.actorId, event.postId!, { includeActor: false }),
);
