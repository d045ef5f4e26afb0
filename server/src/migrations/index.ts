import type { Migration } from '../db/migrate.js';
import { accountsMigration } from './20261120-0001-accounts.js';
import { postsMigration } from './20261121-0002-posts.js';
import { jobsAndPushMigration } from './20261121-0003-jobs-and-push.js';
import { notificationsMigration } from './20261121-0004-notifications.js';
import { peopleMigration } from './20261122-0005-people.js';
import { idempotencyLeaseMigration } from './20261125-0006-idempotency-lease.js';
import { timelinesMigration } from './20261125-0007-timelines.js';
import { messagesMigration } from './20261126-0010-messages.js';
import { collectionsMigration } from './20261126-0020-collections.js';
import { premiumMigration } from './20261126-0050-premium.js';
import { mediaUploadsMigration } from './20261126-0030-media-uploads.js';
import { draftsMigration } from './20261126-0031-drafts.js';
import { syncChangesMigration } from './20261126-0032-sync-changes.js';
import { scheduledPostsMigration } from './20261127-0090-scheduled-posts.js';
import { pushDeviceTestMigration } from './20261127-0110-push-device-test.js';
import { advertisementsMigration } from './20261127-0130-advertisements.js';
import { postMediaListMigration } from './20261129-0140-post-media-list.js';
import { timelinePageIndexMigration } from './20261130-0150-timeline-page-index.js';
import { postHasPollMigration } from './20261201-0160-post-has-poll.js';

/** Every migration, oldest first. Never edit one that has shipped: add a new one. */
export const migrations: Migration[] = [
  accountsMigration,
  postsMigration,
  jobsAndPushMigration,
  notificationsMigration,
  peopleMigration,
  idempotencyLeaseMigration,
  timelinesMigration,
  messagesMigration,
  collectionsMigration,
  premiumMigration,
  mediaUploadsMigration,
  draftsMigration,
  syncChangesMigration,
  scheduledPostsMigration,
  pushDeviceTestMigration,
  advertisementsMigration,
  postMediaListMigration,
  timelinePageIndexMigration,
  postHasPollMigration,
];
