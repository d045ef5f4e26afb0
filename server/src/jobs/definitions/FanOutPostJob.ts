import { fanOutToFollowers } from '../../commands/fanOutToFollowers.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** A new post goes into its author's timeline and their followers'. */
export const FanOutPostJob = timelineEventJob('timeline-fan-out-post', (db, event) =>
  fanOutToFollowers(db, event.actorId, event.postId!, { includeActor: true }),
);
