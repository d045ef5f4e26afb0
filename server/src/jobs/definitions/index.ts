import { AddFolloweeToTimelineJob } from './AddFolloweeToTimelineJob.js';
import { AddHashtagToTimelineJob } from './AddHashtagToTimelineJob.js';
import { CompleteEndedAdsJob } from './CompleteEndedAdsJob.js';
import { EndLapsedPremiumJob } from './EndLapsedPremiumJob.js';
import { FanOutPostJob } from './FanOutPostJob.js';
import { FanOutRepostJob } from './FanOutRepostJob.js';
import { PublishScheduledPostJob } from './PublishScheduledPostJob.js';
import { PurgeFailedJobsJob } from './PurgeFailedJobsJob.js';
import { PurgeIdempotencyKeysJob } from './PurgeIdempotencyKeysJob.js';
import { RebuildTimelineJob } from './RebuildTimelineJob.js';
import { RefreshTrendingHashtagsJob } from './RefreshTrendingHashtagsJob.js';
import { RemoveFolloweeFromTimelineJob } from './RemoveFolloweeFromTimelineJob.js';
import { RemoveHashtagFromTimelineJob } from './RemoveHashtagFromTimelineJob.js';
import { RemovePostFromTimelinesJob } from './RemovePostFromTimelinesJob.js';
import { RemoveUnattachedMediaJob } from './RemoveUnattachedMediaJob.js';
import { SendWebPushJob } from './SendWebPushJob.js';

/** Every job the workers run, one file each. A new job is added here to be defined in every process. */
export const jobDefinitions = [
  SendWebPushJob,
  PurgeIdempotencyKeysJob,
  PurgeFailedJobsJob,
  FanOutPostJob,
  FanOutRepostJob,
  RemovePostFromTimelinesJob,
  AddFolloweeToTimelineJob,
  RemoveFolloweeFromTimelineJob,
  RebuildTimelineJob,
  AddHashtagToTimelineJob,
  RemoveHashtagFromTimelineJob,
  RefreshTrendingHashtagsJob,
  EndLapsedPremiumJob,
  RemoveUnattachedMediaJob,
  PublishScheduledPostJob,
  CompleteEndedAdsJob,
] as const;

export type ProductJobs = typeof jobDefinitions;
