import { addHashtagToTimeline } from '../../commands/addHashtagToTimeline.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** Brings a followed hashtag's posts into the member's timeline. */
export const AddHashtagToTimelineJob = timelineEventJob('timeline-add-hashtag', (db, event) =>
  addHashtagToTimeline(db, event.actorId, event.hashtag!),
);
