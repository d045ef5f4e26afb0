import { TRENDING_REFRESH_MS } from '@flock/shared';
import { refreshTrendingHashtags } from '../../commands/refreshTrendingHashtags.js';
import { defineJob } from '../defineJob.js';

/** Recomputes the trending hashtags (spec 001 "Trending #rank") every few minutes. */
export const RefreshTrendingHashtagsJob = defineJob({
  name: 'refresh-trending-hashtags',
  attempts: 1,
  repeatEveryMs: TRENDING_REFRESH_MS,
  async run(_data: null, job) {
    await refreshTrendingHashtags(job.ctx.db);
  },
});
