import { endLapsedPremium } from '../../commands/endLapsedPremium.js';
import { defineJob } from '../defineJob.js';

/** Every 10 minutes: premium whose canceled, halted or completed subscription's period is over ends. */
export const EndLapsedPremiumJob = defineJob({
  name: 'end-lapsed-premium',
  attempts: 1,
  repeatEveryMs: 10 * 60 * 1000,
  async run(_data: null, job) {
    const ended = await endLapsedPremium(job.ctx);
    if (ended > 0) job.ctx.logger.info({ ended }, 'lapsed premium ended');
  },
});
