import { fanOutToFollowers } from '../../commands/fanOutToFollowers.js';
import { fanOutToHashtagFollowers } from '../../commands/fanOutToHashtagFollowers.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** A new post goes into its author's timeline, their followers' and those of members following its hashtags. */
export const FanOutPostJob = timelineEventJob('timeline-fan-out-post', async (db, event) => {
  await fanOutToFollowers(db, event.actorId, event.postId!, { includeActor: true });
  await fanOutToHashtagFollowers(db, event.postId!);
});
