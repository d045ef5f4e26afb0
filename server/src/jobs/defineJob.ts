import type { AppContext } from '../context.js';

/** What a job's handler gets besides its data. */
export interface RunningJob<Data> {
  id: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  ctx: AppContext;
  /** Keeps changed data for the next attempt (e.g. which devices already got a push). */
  saveData(data: Data): Promise<void>;
}

/** One kind of job; each lives in its own file under jobs/definitions/. */
export interface JobDefinition<Name extends string = string, Data = unknown> {
  name: Name;
  /** Tries in all, the first one included. Failures in between are retried with exponential backoff. */
  attempts: number;
  /** Delay before the first retry in ms, doubled for each next one. */
  backoffMs?: number;
  /** How many of this job one worker runs at the same time. */
  concurrency?: number;
  /** A lock older than this (ms) means the worker died; defaults to JOB_LOCK_LIFETIME_MS. */
  lockLifetimeMs?: number;
  priority?: number;
  /** Housekeeping: the job schedules itself with this period (ms) once a worker starts. */
  repeatEveryMs?: number;
  run(data: Data, job: RunningJob<Data>): Promise<void>;
}

export function defineJob<Name extends string, Data>(definition: JobDefinition<Name, Data>) {
  return definition;
}

export type AnyJobDefinition = JobDefinition<string, never>;
export type JobNameOf<Defs extends readonly AnyJobDefinition[]> = Defs[number]['name'];
export type JobDataOf<Defs extends readonly AnyJobDefinition[], Name> =
  Extract<Defs[number], { name: Name }> extends JobDefinition<string, infer Data> ? Data : never;
