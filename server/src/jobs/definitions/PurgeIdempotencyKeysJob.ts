import { createIdempotencyStore } from '../../sync/idempotencyStore.js';
import { defineJob } from '../defineJob.js';

/** Forgets stored Idempotency-Key answers older than their 24 hours, every hour. */
export const PurgeIdempotencyKeysJob = defineJob({
  name: 'purge-idempotency-keys',
  attempts: 1,
  repeatEveryMs: 60 * 60 * 1000,
  async run(_data: null, job) {
    const purged = await createIdempotencyStore(job.ctx.db).purgeExpired();
    if (purged > 0) job.ctx.logger.debug({ purged }, 'expired idempotency keys purged');
  },
});
