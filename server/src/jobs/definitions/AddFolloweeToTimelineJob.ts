import { addFolloweeToTimeline } from '../../commands/addFolloweeToTimeline.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** After a follow: the followee's recent posts and reposts join the follower's timeline. */
export const AddFolloweeToTimelineJob = timelineEventJob('timeline-add-followee', (db, event) =>
  addFolloweeToTimeline(db, event.actorId, event.targetId!),
);
