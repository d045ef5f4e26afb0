import { removeFolloweeFromTimeline } from '../../commands/removeFolloweeFromTimeline.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** After an unfollow: what the former followee had placed leaves the member's timeline. */
export const RemoveFolloweeFromTimelineJob = timelineEventJob('timeline-remove-followee', (db, event) =>
  removeFolloweeFromTimeline(db, event.actorId, event.targetId!),
);
