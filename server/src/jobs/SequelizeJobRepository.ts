import {
  computeJobState,
  type JobId,
  type JobParameters,
  type JobRepository,
  type JobRepositoryOptions,
  type JobsOverview,
  type JobsQueryOptions,
  type JobsResult,
  type JobsSort,
  type JobWithState,
  type RemoveJobsOptions,
} from 'agenda';
import { literal, Op, type Order, type WhereOptions } from 'sequelize';
import type { AgendaJob } from '../models/AgendaJob.js';
import { dataMatches, parseData, queryWhere, selectionWhere } from './jobFilters.js';
import { toJobParameters } from './jobRows.js';
import { saveJob } from './saveJob.js';

/** How many due jobs one claim attempt reads before trying to lock them one by one. */
const CANDIDATES_PER_READ = 10;

const SORT_COLUMNS: Record<Exclude<keyof JobsSort, 'data'>, string> = {
  nextRunAt: 'next_run_at',
  lastRunAt: 'last_run_at',
  lastFinishedAt: 'last_finished_at',
  priority: 'priority',
  name: 'name',
};

/**
 * Agenda's storage on our own Sequelize database, SQLite or MySQL/MariaDB.
 *
 * Claiming a job is ONE conditional UPDATE (`... WHERE id = ? AND <still claimable>`) and a look at
 * the affected-row count: MySQL has no `UPDATE ... RETURNING`, and whichever worker's UPDATE matches
 * first wins while every other gets 0 rows. A lock older than the lock lifetime counts as abandoned
 * (its worker died), so the job becomes claimable again.
 */
export class SequelizeJobRepository implements JobRepository {
  /** Per job name, the end of the last search for a job to run started in this process. */
  private readonly searches = new Map<string, Promise<unknown>>();

  constructor(private readonly jobs: typeof AgendaJob) {}

  /** The table comes from the migrations; nothing to open. */
  async connect(): Promise<void> {}

  async getJobById(id: string): Promise<JobParameters | null> {
    const row = await this.jobs.findByPk(id);
    return row ? toJobParameters(row) : null;
  }

  async queryJobs(options: JobsQueryOptions = {}): Promise<JobsResult> {
    const now = new Date();
    const rows = await this.jobs.findAll({ where: queryWhere(options), order: orderOf(options.sort) });
    let jobs: JobWithState[] = rows
      .filter((row) => options.data === undefined || dataMatches(parseData(row.data), options.data))
      .map((row) => {
        const job = toJobParameters(row);
        return { ...job, _id: job._id as JobId, state: computeJobState(job, now) };
      })
      .filter((job) => {
        if (!options.state) return true;
        if (options.state === 'paused') return job.disabled === true;
        return job.state === options.state;
      });
    const total = jobs.length;
    const skip = options.skip ?? 0;
    jobs = options.limit ? jobs.slice(skip, skip + options.limit) : jobs.slice(skip);
    return { jobs, total };
  }

  async getJobsOverview(): Promise<JobsOverview[]> {
    const now = new Date();
    const overviews = new Map<string, JobsOverview>();
    for (const row of await this.jobs.findAll({ order: [['name', 'ASC']] })) {
      let overview = overviews.get(row.name);
      if (!overview) {
        overview = {
          name: row.name,
          total: 0,
          running: 0,
          scheduled: 0,
          queued: 0,
          completed: 0,
          failed: 0,
          repeating: 0,
          paused: 0,
        };
        overviews.set(row.name, overview);
      }
      const job = toJobParameters(row);
      overview.total += 1;
      overview[computeJobState(job, now)] += 1;
      if (job.disabled) overview.paused += 1;
    }
    return [...overviews.values()];
  }

  async getDistinctJobNames(): Promise<string[]> {
    const rows = await this.jobs.findAll({ attributes: ['name'], group: ['name'], order: [['name', 'ASC']] });
    return rows.map((row) => row.name);
  }

  async getQueueSize(): Promise<number> {
    return this.jobs.count({ where: { nextRunAt: { [Op.lt]: new Date() } } });
  }

  async removeJobs(options: RemoveJobsOptions): Promise<number> {
    const where = await this.selection(options);
    return where ? this.jobs.destroy({ where }) : 0;
  }

  async disableJobs(options: RemoveJobsOptions): Promise<number> {
    const where = await this.selection(options);
    return where ? (await this.jobs.update({ disabled: true }, { where }))[0] : 0;
  }

  async enableJobs(options: RemoveJobsOptions): Promise<number> {
    const where = await this.selection(options);
    return where ? (await this.jobs.update({ disabled: false }, { where }))[0] : 0;
  }

  async purgeAllJobs(): Promise<number> {
    return this.jobs.destroy({ where: {} });
  }

  saveJob<DATA = unknown>(
    job: JobParameters<DATA>,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters<DATA>> {
    return saveJob(this.jobs, job, options?.lastModifiedBy ?? null);
  }

  async saveJobState(job: JobParameters, options: JobRepositoryOptions | undefined): Promise<void> {
    if (!job._id) throw new Error('Cannot save the state of a job that has no id');
    const where = { id: String(job._id), name: job.name };
    const [updated] = await this.jobs.update(
      {
        lockedAt: job.lockedAt ?? null,
        nextRunAt: job.nextRunAt ?? null,
        lastRunAt: job.lastRunAt ?? null,
        lastFinishedAt: job.lastFinishedAt ?? null,
        failedAt: job.failedAt ?? null,
        failCount: job.failCount ?? null,
        failReason: job.failReason ?? null,
        progress: job.progress ?? null,
        lastModifiedBy: options?.lastModifiedBy ?? null,
      },
      { where },
    );
    // MySQL reports changed rows only: an update that changed nothing is not a missing job.
    if (updated === 0 && (await this.jobs.count({ where })) === 0) {
      throw new Error(`job ${job._id} (${job.name}) is no longer in the database`);
    }
  }

  async lockJob(
    job: JobParameters,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    if (!job._id) return undefined;
    const claimable: WhereOptions<AgendaJob> = {
      name: job.name,
      lockedAt: null,
      nextRunAt: job.nextRunAt,
      disabled: false,
    };
    return this.claim(String(job._id), claimable, new Date(), options);
  }

  async unlockJob(job: JobParameters): Promise<void> {
    if (!job._id) return;
    await this.jobs.update(
      { lockedAt: null },
      { where: { id: String(job._id), nextRunAt: { [Op.ne]: null } } },
    );
  }

  async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.jobs.update({ lockedAt: null }, { where: { id: { [Op.in]: jobIds.map(String) } } });
  }

  /**
   * The next due job of `jobName`, locked for this worker: reads the best candidates (priority
   * first, then the earliest due) and tries to claim each in turn; another worker may win any of them.
   * Due jobs and abandoned ones are read apart, so each read follows an index: (name, next_run_at)
   * and locked_at.
   *
   * Searches for the same name from this process run one after another. Agenda starts one for every
   * job enqueued here (and each locks every due job it finds), so under a burst of writes dozens ran
   * at once, read the same candidates and raced each other for them: most claims failed, and each
   * failed claim was still a write for the database to run.
   */
  getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const previous = this.searches.get(jobName) ?? Promise.resolve();
    const search = previous.then(() => this.findAndClaim(jobName, nextScanAt, lockDeadline, now, options));
    const settled = search.catch(() => undefined);
    this.searches.set(jobName, settled);
    void settled.then(() => {
      if (this.searches.get(jobName) === settled) this.searches.delete(jobName);
    });
    return search;
  }

  private async findAndClaim(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const due = { name: jobName, disabled: false, lockedAt: null, nextRunAt: { [Op.lte]: nextScanAt } };
    const abandoned = { name: jobName, disabled: false, lockedAt: { [Op.lte]: lockDeadline } };
    const claimable: WhereOptions<AgendaJob> = { [Op.or]: [due, abandoned] };
    const read = (where: WhereOptions<AgendaJob>) =>
      this.jobs.findAll({
        attributes: ['id', 'priority', 'nextRunAt'],
        where,
        order: [
          ['priority', 'DESC'],
          ['nextRunAt', 'ASC'],
        ],
        limit: CANDIDATES_PER_READ,
      });
    for (;;) {
      const [dueRows, abandonedRows] = await Promise.all([read(due), read(abandoned)]);
      const candidates = [...dueRows, ...abandonedRows].sort(byPriorityThenDue).slice(0, CANDIDATES_PER_READ);
      for (const { id } of candidates) {
        const claimed = await this.claim(id, claimable, now ?? new Date(), options);
        if (claimed) return claimed;
      }
      // Every candidate lost went to another worker and is no longer claimable; read again if there may be more.
      if (dueRows.length < CANDIDATES_PER_READ && abandonedRows.length < CANDIDATES_PER_READ)
        return undefined;
    }
  }

  /** The one conditional UPDATE: the job is ours only if this statement changed its row. */
  private async claim(
    id: string,
    claimable: WhereOptions<AgendaJob>,
    lockedAt: Date,
    options: JobRepositoryOptions | undefined,
  ): Promise<JobParameters | undefined> {
    const [claimed] = await this.jobs.update(
      { lockedAt, lastModifiedBy: options?.lastModifiedBy ?? null },
      { where: { [Op.and]: [{ id }, claimable] } },
    );
    if (claimed !== 1) return undefined;
    const row = await this.jobs.findByPk(id);
    return row ? toJobParameters(row) : undefined;
  }

  /** `cancel`/`disable`/`enable` conditions; a `data` filter narrows them to the matching ids. */
  private async selection(options: RemoveJobsOptions): Promise<WhereOptions<AgendaJob> | null> {
    const where = selectionWhere(options);
    if (!where || options.data === undefined) return where;
    const rows = await this.jobs.findAll({ attributes: ['id', 'data'], where });
    const ids = rows.filter((row) => dataMatches(parseData(row.data), options.data)).map((row) => row.id);
    return { id: { [Op.in]: ids } };
  }
}

function orderOf(sort: JobsSort | undefined): Order {
  const entries = Object.entries(sort ?? { nextRunAt: 'desc', lastRunAt: 'desc' }).filter(
    (entry): entry is [keyof typeof SORT_COLUMNS, 'asc' | 'desc'] => entry[0] in SORT_COLUMNS,
  );
  // Rows without a value go last either way, as in Agenda's other backends.
  return entries.flatMap(([field, direction]) => [
    [literal(`${SORT_COLUMNS[field]} IS NULL`), 'ASC'],
    [field, direction.toUpperCase()],
  ]) as Order;
}

/** Higher priority first, then the earliest due; a job without a next run (abandoned mid-run) counts as due now. */
function byPriorityThenDue(a: AgendaJob, b: AgendaJob): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  return (a.nextRunAt?.getTime() ?? 0) - (b.nextRunAt?.getTime() ?? 0);
}
