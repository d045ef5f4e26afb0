import { publishScheduledPost } from '../../commands/publishScheduledPost.js';
import { defineJob } from '../defineJob.js';

/**
 * Publishes a scheduled post at its time. Runs once per job (the backend's lock); the command itself
 * publishes a post once whatever runs it, so a reschedule's second job or Publish now do no harm.
 */
export const PublishScheduledPostJob = defineJob({
  name: 'publish-scheduled-post',
  attempts: 5,
  backoffMs: 5000,
  async run(data: { scheduledPostId: string; late: boolean }, job) {
    await publishScheduledPost(job.ctx, data.scheduledPostId, { late: data.late });
  },
});
