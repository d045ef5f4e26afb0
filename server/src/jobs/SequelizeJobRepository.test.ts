import type { JobParameters } from 'agenda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase.js';
import { SequelizeJobRepository } from './SequelizeJobRepository.js';

let testDb: TestDatabase;
let repo: SequelizeJobRepository;
beforeAll(async () => {
  testDb = await openTestDatabase();
  repo = new SequelizeJobRepository(testDb.db.models.AgendaJob);
});
afterAll(() => testDb.close());
beforeEach(() => repo.purgeAllJobs());

const LOCK_LIFETIME_MS = 10 * 60_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const save = (fields: Partial<JobParameters> & { name: string }) =>
  repo.saveJob({ priority: 0, type: 'normal', nextRunAt: new Date(), data: null, ...fields }, undefined);

/** What a worker's queue filling asks for: the next due job of `name`, locked for `worker`. */
const next = (name: string, worker = 'worker-a', repository = repo) =>
  repository.getNextJobToRun(
    name,
    new Date(Date.now() + 1000),
    new Date(Date.now() - LOCK_LIFETIME_MS),
    undefined,
    { lastModifiedBy: worker },
  );

const row = (id: unknown) => testDb.db.models.AgendaJob.findByPk(String(id));

describe('SequelizeJobRepository', () => {
  it('stores and reads back the fields Agenda keeps', async () => {
    const startDate = minutesFromNow(-60);
    const saved = await save({
      name: 'report',
      data: { userId: 'u1', nested: { list: [1, 2] } },
      priority: 10,
      nextRunAt: minutesFromNow(5),
      repeatInterval: 3_600_000,
      repeatTimezone: 'Europe/Paris',
      startDate,
      skipDays: [0, 6],
    });
    expect(saved._id).toEqual(expect.any(String));
    const read = await repo.getJobById(String(saved._id));
    expect(read).toMatchObject({
      _id: saved._id,
      name: 'report',
      type: 'normal',
      data: { userId: 'u1', nested: { list: [1, 2] } },
      priority: 10,
      repeatInterval: 3_600_000,
      repeatTimezone: 'Europe/Paris',
      skipDays: [0, 6],
      disabled: false,
    });
    expect(read?.nextRunAt?.getTime()).toBe(saved.nextRunAt?.getTime());
    expect(read?.startDate?.getTime()).toBe(startDate.getTime());
    expect(read?.lockedAt).toBeUndefined();
    expect(await repo.getJobById('0190a0b0-0000-7000-8000-00000000dead')).toBeNull();
  });

  it('hands out due jobs by priority, then the earliest, each only once', async () => {
    const lowEarly = await save({ name: 'mail', priority: 0, nextRunAt: minutesFromNow(-5) });
    const highLate = await save({ name: 'mail', priority: 10, nextRunAt: minutesFromNow(-1) });
    const highEarly = await save({ name: 'mail', priority: 10, nextRunAt: minutesFromNow(-2) });
    await save({ name: 'mail', nextRunAt: minutesFromNow(10) });
    await save({ name: 'mail', nextRunAt: minutesFromNow(-10), disabled: true });
    await save({ name: 'other', nextRunAt: minutesFromNow(-10) });

    const order = [];
    for (let job = await next('mail'); job; job = await next('mail')) order.push(job._id);
    expect(order).toEqual([highEarly._id, highLate._id, lowEarly._id]);

    const locked = await row(highEarly._id);
    expect(locked?.lockedAt).toBeInstanceOf(Date);
    expect(locked?.lastModifiedBy).toBe('worker-a');
  });

  it('takes over a job whose worker died (lock older than the lifetime), and only that one', async () => {
    const dead = await save({ name: 'push', nextRunAt: null });
    const alive = await save({ name: 'push', nextRunAt: null });
    await testDb.db.models.AgendaJob.update(
      { lockedAt: new Date(Date.now() - LOCK_LIFETIME_MS - 60_000) },
      { where: { id: String(dead._id) } },
    );
    const aliveLock = new Date(Date.now() - 60_000);
    await testDb.db.models.AgendaJob.update({ lockedAt: aliveLock }, { where: { id: String(alive._id) } });

    const taken = await next('push', 'worker-b');
    expect(taken?._id).toBe(dead._id);
    expect(taken?.lockedAt && Date.now() - taken.lockedAt.getTime()).toBeLessThan(LOCK_LIFETIME_MS);
    expect(await next('push')).toBeUndefined();
    expect((await row(alive._id))?.lockedAt?.getTime()).toBe(aliveLock.getTime());
  });

  it('unlocks jobs by id so they can be handed out again', async () => {
    const a = await save({ name: 'sync' });
    const b = await save({ name: 'sync' });
    expect(await next('sync')).toBeDefined();
    expect(await next('sync')).toBeDefined();
    expect(await next('sync')).toBeUndefined();

    await repo.unlockJobs([String(a._id), String(b._id)]);
    expect((await row(a._id))?.lockedAt).toBeNull();
    const again = await next('sync');
    expect(again).toBeDefined();

    await repo.unlockJob(again!);
    expect((await row(again!._id))?.lockedAt).toBeNull();
  });

  it('leaves the lock of a finished one-off job (no next run) to the processor', async () => {
    const job = await save({ name: 'once' });
    const locked = await next('once');
    await testDb.db.models.AgendaJob.update({ nextRunAt: null }, { where: { id: String(job._id) } });
    await repo.unlockJob({ ...locked!, nextRunAt: null });
    expect((await row(job._id))?.lockedAt).toBeInstanceOf(Date);
  });

  it('locks a given job only once', async () => {
    const job = await save({ name: 'lock-me', nextRunAt: minutesFromNow(-1) });
    const first = await repo.lockJob(job, { lastModifiedBy: 'worker-a' });
    expect(first?._id).toBe(job._id);
    expect(await repo.lockJob(job, { lastModifiedBy: 'worker-b' })).toBeUndefined();
    expect((await row(job._id))?.lastModifiedBy).toBe('worker-a');
  });

  it('keeps one row per single job and does not move a schedule that is due', async () => {
    const due = minutesFromNow(-5);
    const first = await save({ name: 'hourly', type: 'single', repeatInterval: 60_000, nextRunAt: due });
    const again = await save({
      name: 'hourly',
      type: 'single',
      repeatInterval: 60_000,
      nextRunAt: new Date(),
    });
    expect(again._id).toBe(first._id);
    expect(again.nextRunAt?.getTime()).toBe(due.getTime());

    const later = minutesFromNow(5);
    const moved = await save({ name: 'hourly', type: 'single', repeatInterval: 120_000, nextRunAt: later });
    expect(moved._id).toBe(first._id);
    expect(moved.nextRunAt?.getTime()).toBe(later.getTime());
    expect(moved.repeatInterval).toBe(120_000);
    expect(await testDb.db.models.AgendaJob.count({ where: { name: 'hourly' } })).toBe(1);
  });

  it('keeps one row per unique key, and insertOnly leaves the first alone', async () => {
    const unique = { 'data.postId': 'p1' };
    const first = await save({ name: 'publish', data: { postId: 'p1', v: 1 }, unique });
    const updated = await save({ name: 'publish', data: { postId: 'p1', v: 2 }, unique });
    expect(updated._id).toBe(first._id);
    expect(updated.data).toEqual({ postId: 'p1', v: 2 });

    const other = await save({ name: 'publish', data: { postId: 'p2' }, unique: { 'data.postId': 'p2' } });
    expect(other._id).not.toBe(first._id);

    const kept = await save({
      name: 'publish',
      data: { postId: 'p1', v: 3 },
      unique,
      uniqueOpts: { insertOnly: true },
    });
    expect(kept._id).toBe(first._id);
    expect(kept.data).toEqual({ postId: 'p1', v: 2 });
  });

  it('debounces unique jobs: each save pushes the run back, from the first save on', async () => {
    const unique = { 'data.userId': 'u1' };
    const uniqueOpts = { debounce: { delay: 60_000 } };
    const first = await save({ name: 'reindex', data: { userId: 'u1' }, unique, uniqueOpts });
    expect(first.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    const second = await save({ name: 'reindex', data: { userId: 'u1' }, unique, uniqueOpts });
    expect(second._id).toBe(first._id);
    expect(second.nextRunAt!.getTime()).toBeGreaterThanOrEqual(first.nextRunAt!.getTime());
    expect(second.debounceStartedAt?.getTime()).toBe(first.debounceStartedAt?.getTime());
  });

  it('cancels, disables and enables by name, ids and data, and never everything by accident', async () => {
    const a1 = await save({ name: 'a', data: { userId: '1', kind: 'x' } });
    const a2 = await save({ name: 'a', data: { userId: '2' } });
    await save({ name: 'b', data: { userId: '1' } });

    expect(await repo.disableJobs({ name: 'a', data: { userId: '1' } })).toBe(1);
    expect((await next('a'))?._id).toBe(a2._id);
    expect(await repo.enableJobs({ ids: [String(a1._id)] })).toBe(1);
    expect((await next('a'))?._id).toBe(a1._id);

    expect(await repo.removeJobs({})).toBe(0);
    expect(await repo.removeJobs({ data: { userId: '1' } })).toBe(2);
    expect(await repo.getDistinctJobNames()).toEqual(['a']);
    expect(await repo.removeJobs({ notNames: ['b'] })).toBe(1);
    expect(await testDb.db.models.AgendaJob.count()).toBe(0);
  });

  it('reports job states, the overview and the queue size', async () => {
    await save({ name: 'q', nextRunAt: minutesFromNow(-1) });
    await save({ name: 'q', nextRunAt: minutesFromNow(30) });
    await save({ name: 'r', nextRunAt: minutesFromNow(-1), disabled: true });

    const queued = await repo.queryJobs({ state: 'queued' });
    expect(queued.jobs.map((j) => j.name).sort()).toEqual(['q', 'r']);
    expect((await repo.queryJobs({ name: 'q', state: 'scheduled' })).total).toBe(1);
    expect((await repo.queryJobs({ state: 'paused' })).jobs.map((j) => j.name)).toEqual(['r']);
    expect((await repo.queryJobs({ includeDisabled: false })).total).toBe(2);
    expect((await repo.queryJobs({ limit: 1, skip: 1 })).jobs).toHaveLength(1);

    const overview = await repo.getJobsOverview();
    expect(overview.find((o) => o.name === 'q')).toMatchObject({ total: 2, queued: 1, scheduled: 1 });
    expect(overview.find((o) => o.name === 'r')).toMatchObject({ total: 1, paused: 1 });
    expect(await repo.getQueueSize()).toBe(2);
  });

  it('saves the run bookkeeping, and says so when the job is gone', async () => {
    const job = await save({ name: 'state' });
    const now = new Date();
    await repo.saveJobState(
      {
        ...job,
        lockedAt: now,
        lastRunAt: now,
        failCount: 2,
        failReason: 'boom',
        failedAt: now,
        progress: 50,
      },
      { lastModifiedBy: 'worker-a' },
    );
    expect(await repo.getJobById(String(job._id))).toMatchObject({
      lockedAt: now,
      lastRunAt: now,
      failCount: 2,
      failReason: 'boom',
      failedAt: now,
      progress: 50,
      lastModifiedBy: 'worker-a',
    });
    await repo.removeJobs({ id: job._id });
    await expect(repo.saveJobState(job, undefined)).rejects.toThrow(/no longer in the database/);
  });

  it('never gives one job to two connections claiming at the same time', async () => {
    const other = new SequelizeJobRepository((await testDb.connectAgain()).models.AgendaJob);
    const ids = new Set<string>();
    for (let n = 0; n < 30; n += 1) ids.add(String((await save({ name: 'race', data: { n } }))._id));

    const drain = async (repository: SequelizeJobRepository, worker: string) => {
      const claimed: string[] = [];
      for (
        let job = await next('race', worker, repository);
        job;
        job = await next('race', worker, repository)
      ) {
        claimed.push(String(job._id));
      }
      return claimed;
    };
    const results = await Promise.all([
      drain(repo, 'a1'),
      drain(repo, 'a2'),
      drain(other, 'b1'),
      drain(other, 'b2'),
    ]);
    const all = results.flat();
    expect(all).toHaveLength(30);
    expect(new Set(all)).toEqual(ids);
  });

  it('hands concurrent searches of one process one job each, without claims that lose', async () => {
    const ids = new Set<string>();
    for (let n = 0; n < 6; n += 1) ids.add(String((await save({ name: 'burst', data: { n } }))._id));
    const claims: string[] = [];
    // The model's own Sequelize: models are bound to the latest database opened (connectAgain).
    const sequelize = testDb.db.models.AgendaJob.sequelize!;
    const count = (_options: unknown, query: unknown) => {
      const { sql } = query as { sql?: string };
      if (sql?.startsWith('UPDATE `agenda_jobs` SET `locked_at`')) claims.push(sql);
    };
    sequelize.addHook('afterQuery', 'countClaims', count);
    try {
      const found = await Promise.all(Array.from({ length: 8 }, () => next('burst')));
      const handed = found.filter((job) => job !== undefined).map((job) => String(job._id));
      expect(new Set(handed)).toEqual(ids);
      expect(handed).toHaveLength(6);
      expect(claims).toHaveLength(6);
    } finally {
      sequelize.removeHook('afterQuery', 'countClaims');
    }
  });
});
