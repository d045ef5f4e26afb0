import { rebuildTimeline } from '../../commands/rebuildTimeline.js';
import { timelineEventJob } from '../timelineEventJob.js';

/** Builds the timeline of a member whose feed was read while it was missing. */
export const RebuildTimelineJob = timelineEventJob('timeline-rebuild', (db, event) =>
  rebuildTimeline(db, event.actorId),
);
