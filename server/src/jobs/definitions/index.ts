import { PurgeFailedJobsJob } from './PurgeFailedJobsJob.js';
import { PurgeIdempotencyKeysJob } from './PurgeIdempotencyKeysJob.js';
import { SendWebPushJob } from './SendWebPushJob.js';

/** Every job the workers run, one file each. A new job is added here to be defined in every process. */
export const jobDefinitions = [SendWebPushJob, PurgeIdempotencyKeysJob, PurgeFailedJobsJob] as const;

export type ProductJobs = typeof jobDefinitions;
