import { completeEndedAds } from '../../commands/completeEndedAds.js';
import { defineJob } from '../defineJob.js';

/** Every 5 minutes: campaigns past their end date are completed. */
export const CompleteEndedAdsJob = defineJob({
  name: 'complete-ended-ads',
  attempts: 1,
  repeatEveryMs: 5 * 60 * 1000,
  async run(_data: null, job) {
    const completed = await completeEndedAds(job.ctx);
    if (completed > 0) job.ctx.logger.info({ completed }, 'ended campaigns completed');
  },
});
