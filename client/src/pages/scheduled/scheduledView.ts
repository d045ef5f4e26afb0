import type { ScheduledPostRecord } from '../../db/draftRecords';

/** Spec 001 "Scheduled posts": what a card shows, worked out from the record and the time. */

export const SCHEDULED_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'failed', label: 'Failed' },
] as const;
export type ScheduledFilter = (typeof SCHEDULED_FILTERS)[number]['value'];

/** Spec 001 section 9's sort keys: scheduled_for and created_at. */
export const SCHEDULED_SORTS = [
  { value: 'scheduled_for', label: 'Schedule Time' },
  { value: 'created_at', label: 'Created Date' },
] as const;
export type ScheduledSort = (typeof SCHEDULED_SORTS)[number]['value'];

export function matchesScheduledFilter(post: ScheduledPostRecord, filter: ScheduledFilter): boolean {
  if (filter === 'upcoming') return post.status === 'pending';
  if (filter === 'failed') return post.status === 'failed';
  return true;
}

export function sortScheduled(
  posts: readonly ScheduledPostRecord[],
  sort: ScheduledSort,
): ScheduledPostRecord[] {
  const key = sort === 'created_at' ? 'createdAt' : 'scheduledFor';
  // Schedule time soonest first; created date newest first.
  const direction = sort === 'created_at' ? -1 : 1;
  return [...posts].sort((a, b) => direction * (Date.parse(a[key]) - Date.parse(b[key])));
}

export type ScheduledBadge = 'Failed' | 'Published' | 'Past Due' | 'Scheduled';

export function scheduledBadge(post: ScheduledPostRecord, now: number): ScheduledBadge {
  if (post.status === 'failed') return 'Failed';
  if (post.status === 'published') return 'Published';
  return Date.parse(post.scheduledFor) <= now ? 'Past Due' : 'Scheduled';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left: 'Nd Nh', 'Nh Nm', 'Nm', or 'Past due'. */
export function countdown(scheduledFor: string, now: number): string {
  const left = Date.parse(scheduledFor) - now;
  if (left <= 0) return 'Past due';
  if (left >= DAY) return `${Math.floor(left / DAY)}d ${Math.floor((left % DAY) / HOUR)}h`;
  if (left >= HOUR) return `${Math.floor(left / HOUR)}h ${Math.floor((left % HOUR) / MINUTE)}m`;
  return `${Math.max(1, Math.ceil(left / MINUTE))}m`;
}

/** Up to 4 thumbnails, and how many more there are. */
export function thumbnails<T>(media: readonly T[]): { shown: T[]; more: number } {
  return { shown: media.slice(0, 4), more: Math.max(0, media.length - 4) };
}

/** A `datetime-local` value (local time, minutes) for a moment. */
export function toLocalInput(time: Date | number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a `datetime-local` value names, or null when it names none. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A picked time is allowed from the current minute on (the picker's minimum is now). */
export const isNotBeforeNow = (time: Date, now: number) => time.getTime() >= now - (now % MINUTE);
