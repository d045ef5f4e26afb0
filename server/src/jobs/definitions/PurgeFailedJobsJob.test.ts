import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/testDatabase.js';
import { FAILED_JOB_RETENTION_MS, purgeFailedJobs } from './PurgeFailedJobsJob.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(() => testDb.close());

it('deletes only one-off jobs that failed for good longer ago than the retention', async () => {
  const { AgendaJob } = testDb.db.models;
  const now = new Date('2026-11-21T12:00:00.000Z');
  const longAgo = new Date(now.getTime() - FAILED_JOB_RETENTION_MS - 1000);
  const recently = new Date(now.getTime() - FAILED_JOB_RETENTION_MS + 60_000);
  const failed = { name: 'send-web-push', data: null, nextRunAt: null, failCount: 3, failReason: 'refused' };
  const rows = await AgendaJob.bulkCreate([
    { ...failed, failedAt: longAgo },
    { ...failed, failedAt: recently },
    { ...failed, failedAt: longAgo, nextRunAt: now },
    { ...failed, failedAt: longAgo, lockedAt: now },
    {
      ...failed,
      name: 'purge-idempotency-keys',
      type: 'single',
      repeatInterval: '3600000',
      failedAt: longAgo,
    },
    { name: 'send-web-push', data: null, nextRunAt: now },
  ]);

  expect(await purgeFailedJobs(testDb.db, now)).toBe(1);
  const left = await AgendaJob.findAll({ attributes: ['id'] });
  expect(left.map((row) => row.id).sort()).toEqual(
    rows
      .slice(1)
      .map((row) => row.id)
      .sort(),
  );
});
