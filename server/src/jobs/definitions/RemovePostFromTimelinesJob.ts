import { removePostFromTimelines } from '../../commands/removePostFromTimelines.js';
import { defineJob } from '../defineJob.js';

/** A deleted post's rows leave every timeline (the feed already skips them). */
export const RemovePostFromTimelinesJob = defineJob({
  name: 'timeline-remove-post',
  attempts: 5,
  backoffMs: 2000,
  async run(data: { postId: string }, job) {
    await removePostFromTimelines(job.ctx.db, data.postId);
  },
});
