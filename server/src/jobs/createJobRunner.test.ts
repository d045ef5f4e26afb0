import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, waitUntil, type TestDatabase } from '../../test/testDatabase.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { createLogger, REDACTED_PATHS } from '../logger.js';
import { createJobRunner, type JobRunner } from './createJobRunner.js';
import { defineJob, type AnyJobDefinition } from './defineJob.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(() => testDb.close());

const runners: JobRunner<readonly AnyJobDefinition[]>[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await testDb.db.models.AgendaJob.destroy({ where: {} });
});

const silent = createLogger({ LOG_LEVEL: 'silent', isProduction: false });

function startRunner<Defs extends readonly AnyJobDefinition[]>(
  name: string,
  definitions: Defs,
  options: { db?: Database; logger?: typeof silent } = {},
) {
  const db = options.db ?? testDb.db;
  const runner = createJobRunner({
    db,
    env: { AGENDA_PROCESS_EVERY_MS: 100, JOB_LOCK_LIFETIME_MS: 60_000 },
    logger: options.logger ?? silent,
    context: () => ({ db, logger: options.logger ?? silent }) as AppContext,
    name,
    definitions,
  });
  runners.push(runner as unknown as JobRunner<readonly AnyJobDefinition[]>);
  return runner;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner', () => {
  it('runs each of 20 jobs exactly once with two workers on one database', async () => {
    const runs: { n: number; worker: string }[] = [];
    const countingJob = (worker: string) =>
      defineJob({
        name: 'count',
        attempts: 1,
        async run(data: { n: number }) {
          runs.push({ n: data.n, worker });
          await sleep(10);
        },
      });
    const a = startRunner('worker-a', [countingJob('worker-a')] as const);
    const b = startRunner('worker-b', [countingJob('worker-b')] as const, {
      db: await testDb.connectAgain(),
    });
    for (let n = 0; n < 20; n += 1) await a.enqueue('count', { n });

    await Promise.all([a.start(), b.start()]);
    await waitUntil(() => runs.length >= 20, '20 runs');
    await waitUntil(async () => (await testDb.db.models.AgendaJob.count()) === 0, 'finished jobs removed');
    await Promise.all([a.stop(), b.stop()]);

    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
  });

  it("runs a job again once its dead worker's lock outlives the lock lifetime", async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'recover',
      attempts: 1,
      lockLifetimeMs: 30_000,
      async run(data: { label: string }) {
        ran.push(data.label);
      },
    });
    const { AgendaJob } = testDb.db.models;
    // Both were mid-run (a one-off's next run is cleared when it starts); only the first worker died long ago.
    const abandoned = await AgendaJob.create({
      name: 'recover',
      data: JSON.stringify({ label: 'abandoned' }),
      nextRunAt: null,
      lockedAt: new Date(Date.now() - 60_000),
      lastRunAt: new Date(Date.now() - 60_000),
    });
    const stillRunning = await AgendaJob.create({
      name: 'recover',
      data: JSON.stringify({ label: 'still running' }),
      nextRunAt: null,
      lockedAt: new Date(),
      lastRunAt: new Date(),
    });
    const runner = startRunner('worker-c', [job] as const);
    await runner.start();
    await waitUntil(() => ran.length === 1, 'the abandoned job ran');
    await waitUntil(
      async () => (await AgendaJob.findByPk(abandoned.id)) === null,
      'the recovered job finished',
    );
    await sleep(300);
    expect(ran).toEqual(['abandoned']);
    expect((await AgendaJob.findByPk(stillRunning.id))?.lockedAt?.getTime()).toBe(
      stillRunning.lockedAt?.getTime(),
    );
  });

  it('retries with exponential backoff, then keeps the failure; logs never carry the data', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const attemptsSeen: number[] = [];
    const job = defineJob({
      name: 'always-fails',
      attempts: 3,
      backoffMs: 50,
      async run(_data: { email: string }, running) {
        attemptsSeen.push(running.attempt);
        throw new Error(`refused on attempt ${running.attempt}`);
      },
    });
    const runner = startRunner('worker-d', [job] as const, { logger });
    const delays: number[] = [];
    runner.agenda.on('retry', (_job: unknown, details: { delay: number }) => delays.push(details.delay));
    const id = await runner.enqueue('always-fails', { email: 'private.person@example.com' });
    await runner.start();

    const { AgendaJob } = testDb.db.models;
    await waitUntil(async () => {
      const row = await AgendaJob.findByPk(id);
      return row?.failCount === 3 && row.lockedAt === null;
    }, 'the third failure is recorded');
    const row = await AgendaJob.findByPk(id);
    expect(attemptsSeen).toEqual([1, 2, 3]);
    expect(delays).toEqual([50, 100]);
    expect(row).toMatchObject({ failCount: 3, failReason: 'refused on attempt 3', nextRunAt: null });
    expect(row?.failedAt).toBeInstanceOf(Date);

    const log = lines.map((line) => JSON.parse(line) as { level: number; msg: string; attempt: number });
    expect(log.filter((l) => l.msg === 'job failed; retrying with backoff').map((l) => l.attempt)).toEqual([
      1, 2,
    ]);
    expect(log.filter((l) => l.msg === 'job failed; no attempts left')).toMatchObject([
      { level: 50, attempt: 3 },
    ]);
    expect(lines.join('')).not.toContain('private.person@example.com');
  });

  it('keeps data a failed attempt saved for the next one, and removes the job once it succeeds', async () => {
    const seen: unknown[] = [];
    const job = defineJob({
      name: 'resumes',
      attempts: 3,
      backoffMs: 20,
      async run(data: { done: string[] }, running) {
        seen.push(structuredClone(data));
        if (running.attempt === 1) {
          await running.saveData({ done: [...data.done, 'first half'] });
          throw new Error('second half failed');
        }
      },
    });
    const runner = startRunner('worker-e', [job] as const);
    const id = await runner.enqueue('resumes', { done: [] });
    await runner.start();
    await waitUntil(
      async () => (await testDb.db.models.AgendaJob.findByPk(id)) === null,
      'the job succeeded',
    );
    expect(seen).toEqual([{ done: [] }, { done: ['first half'] }]);
  });

  it('schedules a job for later and declares repeating jobs once, however many workers start', async () => {
    const noop = defineJob({ name: 'later', attempts: 1, async run(_data: null) {} });
    const hourly = defineJob({
      name: 'hourly',
      attempts: 1,
      repeatEveryMs: 3_600_000,
      async run(_data: null) {},
    });
    const a = startRunner('worker-f', [noop, hourly] as const);
    const b = startRunner('worker-g', [noop, hourly] as const, { db: await testDb.connectAgain() });

    const at = new Date(Date.now() + 60 * 60_000);
    const id = await a.enqueue('later', null, { at });
    expect((await testDb.db.models.AgendaJob.findByPk(id))?.nextRunAt?.getTime()).toBe(at.getTime());

    await a.start();
    await b.start();
    const rows = await testDb.db.models.AgendaJob.findAll({ where: { name: 'hourly' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'single', repeatInterval: '3600000' });
  });
});
