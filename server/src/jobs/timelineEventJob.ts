import type { Database } from '../db/database.js';
import type { TimelineEvent } from '../models/TimelineEvent.js';
import { defineJob } from './defineJob.js';

export interface TimelineEventJobData {
  eventId: string;
}

/**
 * A job that applies one recorded timeline event and then deletes it, which lets the feeds it
 * concerns read their timelines again. Applying is idempotent: it derives rows from the current
 * follows, posts and reposts, so a retry or a second worker changes nothing.
 */
export function timelineEventJob<Name extends string>(
  name: Name,
  apply: (db: Database, event: TimelineEvent) => Promise<void>,
) {
  return defineJob({
    name,
    attempts: 5,
    backoffMs: 2000,
    concurrency: 2,
    async run(data: TimelineEventJobData, job) {
      const { db } = job.ctx;
      const event = await db.models.TimelineEvent.findByPk(data.eventId);
      if (!event) return;
      await apply(db, event);
      await event.destroy();
    },
  });
}
