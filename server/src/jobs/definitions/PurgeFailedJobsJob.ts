import { Op } from 'sequelize';
import type { Database } from '../../db/database.js';
import { defineJob } from '../defineJob.js';

/** How long a job that failed for good stays in `agenda_jobs`, with its reason, for someone to look at. */
export const FAILED_JOB_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes one-off jobs that used up their attempts (no next run, not running) more than the retention
 * ago. Repeating jobs and jobs still due to run are never touched.
 */
export async function purgeFailedJobs(db: Database, now = new Date()): Promise<number> {
  return db.models.AgendaJob.destroy({
    where: {
      type: 'normal',
      repeatInterval: null,
      nextRunAt: null,
      lockedAt: null,
      failedAt: { [Op.lt]: new Date(now.getTime() - FAILED_JOB_RETENTION_MS) },
    },
  });
}

/** Once a day, forgets jobs that failed for good over a week ago. */
export const PurgeFailedJobsJob = defineJob({
  name: 'purge-failed-jobs',
  attempts: 1,
  repeatEveryMs: 24 * 60 * 60 * 1000,
  async run(_data: null, job) {
    const purged = await purgeFailedJobs(job.ctx.db);
    if (purged > 0) job.ctx.logger.info({ purged }, 'jobs that failed for good over a week ago purged');
  },
});
