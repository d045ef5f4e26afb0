import type { JobsQueryOptions, RemoveJobsOptions } from 'agenda';
import { Op, type WhereOptions } from 'sequelize';
import type { AgendaJob } from '../models/AgendaJob.js';

/** Agenda's database-agnostic job filters as Sequelize conditions. */

type JobWhere = WhereOptions<AgendaJob>;

/** Conditions of `cancel`/`disable`/`enable`; `null` when the options select nothing (then nothing is touched). */
export function selectionWhere(options: RemoveJobsOptions): JobWhere | null {
  const where: Record<string | symbol, unknown> = {};
  if (options.id) where.id = String(options.id);
  else if (options.ids?.length) where.id = { [Op.in]: options.ids.map(String) };
  if (options.name) where.name = options.name;
  else if (options.names?.length) where.name = { [Op.in]: options.names };
  else if (options.notNames?.length) where.name = { [Op.notIn]: options.notNames };
  const selective = Object.keys(where).length > 0 || options.data !== undefined;
  return selective ? (where as JobWhere) : null;
}

export function queryWhere(options: JobsQueryOptions): JobWhere {
  const where: Record<string | symbol, unknown> = {};
  if (options.name) where.name = options.name;
  else if (options.names?.length) where.name = { [Op.in]: options.names };
  if (options.id) where.id = options.id;
  else if (options.ids?.length) where.id = { [Op.in]: options.ids };
  if (options.search) {
    where[Op.and] = [{ name: { [Op.substring]: options.search } }];
  }
  if (options.includeDisabled === false) where.disabled = false;
  return where as JobWhere;
}

/**
 * Agenda's `data` filter: every field given must be present with an equal value; objects match
 * partially, like a MongoDB/JSONB containment query. Checked in JavaScript, so both engines agree.
 */
export function dataMatches(data: unknown, filter: unknown): boolean {
  if (filter === null || typeof filter !== 'object') return Object.is(data, filter);
  if (data === null || typeof data !== 'object') return false;
  if (Array.isArray(filter)) {
    return (
      Array.isArray(data) && filter.every((wanted) => data.some((item: unknown) => dataMatches(item, wanted)))
    );
  }
  const record = data as Record<string, unknown>;
  return Object.entries(filter).every(([key, value]) => key in record && dataMatches(record[key], value));
}

export function parseData(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}
