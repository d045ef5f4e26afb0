import { removeHashtagFromTimeline } from '../../commands/removeHashtagFromTimeline.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** Takes the posts an unfollowed hashtag had brought out of the member's timeline. */
export const RemoveHashtagFromTimelineJob = timelineEventJob('timeline-remove-hashtag', (db, event) =>
  removeHashtagFromTimeline(db, event.actorId, event.hashtag!),
);
