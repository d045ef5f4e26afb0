import crypto from 'node:crypto';
import { toJobId, type JobParameters } from 'agenda';
import type { InferAttributes } from 'sequelize';
import type { AgendaJob } from '../models/AgendaJob.js';

/** Agenda's job attributes <-> our `agenda_jobs` rows. */

type Columns = InferAttributes<AgendaJob>;

/** The columns `Job.save()` owns: everything but the lock and the run bookkeeping. */
export type DefinitionValues = Pick<
  Columns,
  | 'name'
  | 'data'
  | 'priority'
  | 'type'
  | 'nextRunAt'
  | 'repeatInterval'
  | 'repeatTimezone'
  | 'repeatAt'
  | 'startDate'
  | 'endDate'
  | 'skipDays'
  | 'disabled'
  | 'fork'
>;

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

const NUMERIC = /^\d+$/;

export function toJobParameters<DATA = unknown>(row: AgendaJob): JobParameters<DATA> {
  return {
    _id: toJobId(row.id),
    name: row.name,
    data: (row.data === null ? null : JSON.parse(row.data)) as DATA,
    priority: row.priority,
    type: row.type,
    nextRunAt: row.nextRunAt,
    lockedAt: orUndefined(row.lockedAt),
    lastRunAt: orUndefined(row.lastRunAt),
    lastFinishedAt: orUndefined(row.lastFinishedAt),
    failedAt: orUndefined(row.failedAt),
    failCount: orUndefined(row.failCount),
    failReason: orUndefined(row.failReason),
    repeatInterval:
      row.repeatInterval !== null && NUMERIC.test(row.repeatInterval)
        ? Number(row.repeatInterval)
        : orUndefined(row.repeatInterval),
    repeatTimezone: orUndefined(row.repeatTimezone),
    repeatAt: orUndefined(row.repeatAt),
    startDate: orUndefined(row.startDate),
    endDate: orUndefined(row.endDate),
    skipDays: row.skipDays === null ? undefined : (JSON.parse(row.skipDays) as number[]),
    disabled: row.disabled,
    fork: row.fork,
    progress: orUndefined(row.progress),
    debounceStartedAt: orUndefined(row.debounceStartedAt),
    lastModifiedBy: orUndefined(row.lastModifiedBy),
  };
}

export function definitionValues(job: JobParameters): DefinitionValues {
  return {
    name: job.name,
    data: JSON.stringify(job.data ?? null),
    priority: job.priority,
    type: job.type,
    nextRunAt: job.nextRunAt ?? null,
    repeatInterval: job.repeatInterval === undefined ? null : String(job.repeatInterval),
    repeatTimezone: job.repeatTimezone ?? null,
    repeatAt: job.repeatAt ?? null,
    startDate: job.startDate ?? null,
    endDate: job.endDate ?? null,
    skipDays: job.skipDays ? JSON.stringify(job.skipDays) : null,
    disabled: job.disabled ?? false,
    fork: job.fork ?? false,
  };
}

/**
 * The key that makes a `single` job one row per name, and a unique job one row per name and unique
 * fields (e.g. `{ 'data.postId': id }`). A unique index on it settles races between processes.
 */
export function uniqueKeyOf(job: Pick<JobParameters, 'name' | 'type' | 'unique'>): string | null {
  let identity: unknown;
  if (job.type === 'single') identity = ['single', job.name];
  else if (job.unique)
    identity = ['unique', job.name, Object.entries(job.unique).sort(([a], [b]) => (a < b ? -1 : 1))];
  else return null;
  return crypto.createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}
