import { Agenda, exponential, InMemoryNotificationChannel, toJobId, type Job } from 'agenda';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import type { Logger } from '../logger.js';
import type { AnyJobDefinition, JobDataOf, JobDefinition, JobNameOf } from './defineJob.js';
import { jobDefinitions, type ProductJobs } from './definitions/index.js';
import { definitionValues } from './jobRows.js';
import { SequelizeAgendaBackend } from './SequelizeAgendaBackend.js';

/** How long a graceful stop waits for running jobs before it lets their locks expire instead. */
const STOP_WAIT_MS = 10_000;

export interface JobRunnerOptions<Defs extends readonly AnyJobDefinition[]> {
  db: Database;
  env: Pick<Env, 'AGENDA_PROCESS_EVERY_MS' | 'JOB_LOCK_LIFETIME_MS'>;
  logger: Logger;
  /** The context handlers get; read when a job runs, so it may be the context this runner is part of. */
  context: () => AppContext;
  /** Names this worker in `last_modified_by` (e.g. host and pid). */
  name?: string;
  definitions?: Defs;
}

export interface JobRunner<Defs extends readonly AnyJobDefinition[] = ProductJobs> {
  readonly agenda: Agenda;
  /**
   * Stores a job to run now, or at `at`. Any process may enqueue; only started workers run jobs. Given
   * a transaction, the job is stored in it: it exists exactly when the change it follows up does.
   */
  enqueue<Name extends JobNameOf<Defs>>(
    name: Name,
    data: JobDataOf<Defs, Name>,
    options?: { at?: Date; transaction?: Transaction },
  ): Promise<string>;
  /** The worker service: process due jobs and schedule the repeating ones. */
  start(): Promise<void>;
  /** Stops taking jobs, hands back the ones not started, and waits a while for the running ones. */
  stop(): Promise<void>;
}

/**
 * Agenda on our database with the job definitions of jobs/definitions/. Every process builds one
 * to enqueue; the worker service also starts it.
 */
export function createJobRunner<Defs extends readonly AnyJobDefinition[] = ProductJobs>(
  options: JobRunnerOptions<Defs>,
): JobRunner<Defs> {
  const { logger } = options;
  const definitions = (options.definitions ?? jobDefinitions) as readonly AnyJobDefinition[];
  const agenda = new Agenda({
    name: options.name,
    backend: new SequelizeAgendaBackend(options.db.models.AgendaJob),
    notificationChannel: new InMemoryNotificationChannel(),
    processEvery: options.env.AGENDA_PROCESS_EVERY_MS,
    defaultLockLifetime: options.env.JOB_LOCK_LIFETIME_MS,
    removeOnComplete: true,
  });

  for (const definition of definitions) defineOnAgenda(agenda, definition as JobDefinition, options.context);
  const running = watchJobs(agenda, definitions, logger);

  return {
    agenda,
    async enqueue(name, data, { at, transaction } = {}) {
      const job = agenda.create(name, data);
      job.schedule(at ?? new Date());
      if (!transaction) {
        await job.save();
        return String(job.attrs._id);
      }
      const row = await options.db.models.AgendaJob.create(
        { ...definitionValues(job.attrs), uniqueKey: null, lastModifiedBy: options.name ?? null },
        { transaction },
      );
      job.attrs._id = toJobId(row.id);
      // A worker in this process starts at once; others find the job on their next poll.
      transaction.afterCommit(() => {
        void agenda.publishJobNotification(job);
      });
      return row.id;
    },
    async start() {
      await agenda.start();
      for (const definition of definitions) {
        if (definition.repeatEveryMs) await agenda.every(definition.repeatEveryMs, definition.name);
      }
    },
    async stop() {
      await agenda.stop(false);
      const deadline = Date.now() + STOP_WAIT_MS;
      while (running.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

function defineOnAgenda(agenda: Agenda, definition: JobDefinition, context: () => AppContext): void {
  agenda.define(
    definition.name,
    async (job: Job<unknown>) => {
      await definition.run(job.attrs.data, {
        id: String(job.attrs._id),
        attempt: (job.attrs.failCount ?? 0) + 1,
        ctx: context(),
        async saveData(data) {
          job.attrs.data = data;
          await job.save();
        },
      });
    },
    {
      concurrency: definition.concurrency,
      lockLifetime: definition.lockLifetimeMs,
      priority: definition.priority,
      backoff:
        definition.attempts > 1
          ? exponential({
              delay: definition.backoffMs ?? 1000,
              factor: 2,
              maxRetries: definition.attempts - 1,
            })
          : undefined,
    },
  );
}

/** Logs failures (never the job's data: it may hold personal details) and tracks what is running. */
function watchJobs(agenda: Agenda, definitions: readonly AnyJobDefinition[], logger: Logger): Set<string> {
  const running = new Set<string>();
  const attemptsOf = new Map(definitions.map((d) => [d.name, d.attempts]));
  agenda.on('start', (job: Job) => running.add(String(job.attrs._id)));
  agenda.on('complete', (job: Job) => running.delete(String(job.attrs._id)));
  agenda.on('fail', (error: unknown, job: Job) => {
    const attempt = job.attrs.failCount ?? 1;
    const attempts = attemptsOf.get(job.attrs.name) ?? 1;
    const details = {
      job: { id: String(job.attrs._id), name: job.attrs.name },
      attempt,
      attempts,
      err: { message: error instanceof Error ? error.message : String(error) },
    };
    if (attempt >= attempts) logger.error(details, 'job failed; no attempts left');
    else logger.warn(details, 'job failed; retrying with backoff');
  });
  agenda.on('error', (error: unknown) => {
    logger.error(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      'job runner error',
    );
  });
  return running;
}
