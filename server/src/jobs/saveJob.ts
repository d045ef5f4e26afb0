import type { JobParameters } from 'agenda';
import { UniqueConstraintError } from 'sequelize';
import type { AgendaJob } from '../models/AgendaJob.js';
import { definitionValues, toJobParameters, uniqueKeyOf, type DefinitionValues } from './jobRows.js';

type Values = DefinitionValues & { lastModifiedBy: string | null; debounceStartedAt?: Date | null };

/**
 * Agenda's `saveJob`: update by id; one row per name for `single` jobs (what `every()` makes) and
 * per unique key for `unique()` jobs, with their debounce; otherwise insert.
 */
export async function saveJob<DATA>(
  jobs: typeof AgendaJob,
  job: JobParameters<DATA>,
  lastModifiedBy: string | null,
): Promise<JobParameters<DATA>> {
  const values: Values = { ...definitionValues(job), lastModifiedBy };
  if (job._id) {
    const row = await jobs.findByPk(String(job._id));
    // A job removed while its handler ran stays removed.
    return row ? toJobParameters<DATA>(await row.update(values)) : job;
  }
  const uniqueKey = uniqueKeyOf(job);
  if (!uniqueKey) return toJobParameters<DATA>(await jobs.create({ ...values, uniqueKey: null }));

  for (let attempt = 1; ; attempt += 1) {
    const existing = await jobs.findOne({ where: { uniqueKey } });
    if (existing) return toJobParameters<DATA>(await updateKeyed(existing, job, values));
    try {
      return toJobParameters<DATA>(await jobs.create({ ...insertValues(job, values), uniqueKey }));
    } catch (error) {
      // Another process inserted the same key meanwhile: update its row instead.
      if (!(error instanceof UniqueConstraintError) || attempt > 1) throw error;
    }
  }
}

function insertValues(job: JobParameters, values: Values): Values {
  const debounce = job.uniqueOpts?.debounce;
  if (job.type === 'single' || !debounce) return values;
  const now = new Date();
  return {
    ...values,
    debounceStartedAt: now,
    nextRunAt: debounce.strategy === 'leading' ? values.nextRunAt : new Date(now.getTime() + debounce.delay),
  };
}

async function updateKeyed(existing: AgendaJob, job: JobParameters, values: Values): Promise<AgendaJob> {
  const now = new Date();
  if (job.type === 'single') {
    // Re-declaring a repeating job (every worker does at start) keeps its schedule when due already.
    const keepSchedule = values.nextRunAt !== null && values.nextRunAt <= now && existing.nextRunAt !== null;
    return existing.update({ ...values, nextRunAt: keepSchedule ? existing.nextRunAt : values.nextRunAt });
  }
  const debounce = job.uniqueOpts?.debounce;
  if (!debounce) {
    if (job.uniqueOpts?.insertOnly) return existing;
    return existing.update({ ...values, debounceStartedAt: null });
  }
  const startedAt = existing.debounceStartedAt ?? now;
  if (debounce.strategy === 'leading') {
    return existing.update({ ...values, nextRunAt: existing.nextRunAt, debounceStartedAt: startedAt });
  }
  if (debounce.maxWait && now.getTime() - startedAt.getTime() >= debounce.maxWait) {
    return existing.update({ ...values, nextRunAt: now, debounceStartedAt: null });
  }
  return existing.update({
    ...values,
    nextRunAt: new Date(now.getTime() + debounce.delay),
    debounceStartedAt: startedAt,
  });
}
