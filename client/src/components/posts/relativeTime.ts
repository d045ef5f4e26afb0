const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export interface RelativeTime {
  /** What the card shows: now, 5m, 3h, 2d, or a date. */
  short: string;
  /** What a screen reader hears: "5 minutes ago". */
  long: string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

// Built on first need and kept: building an Intl.DateTimeFormat costs far more than formatting with it,
// and a page's first Intl object loads the locale's data (25 to 50 ms of main thread in Chromium here).
// A card younger than a week needs none to draw; the exact moment is built for its tooltip on hover.
let exactFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let dayAndYearFormat: Intl.DateTimeFormat | undefined;

/** The exact moment, for a tooltip: "Jun 15, 2025, 2:00 PM" in the member's locale. */
export function exactTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  exactFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return exactFormat.format(at);
}

function dateOf(at: Date, withYear: boolean): string {
  if (withYear) {
    dayAndYearFormat ??= new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    return dayAndYearFormat.format(at);
  }
  dayFormat ??= new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
  return dayFormat.format(at);
}

/** Card timestamps with the thresholds of spec 001 section 9: 1 minute, 1 hour, 1 day, 7 days. */
export function relativeTime(iso: string, now: number): RelativeTime {
  const at = new Date(iso);
  const time = at.getTime();
  if (Number.isNaN(time)) return { short: '', long: '' };
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return { short: 'now', long: 'just now' };
  if (elapsed < HOUR) {
    const n = Math.floor(elapsed / MINUTE);
    return { short: `${n}m`, long: `${plural(n, 'minute')} ago` };
  }
  if (elapsed < DAY) {
    const n = Math.floor(elapsed / HOUR);
    return { short: `${n}h`, long: `${plural(n, 'hour')} ago` };
  }
  if (elapsed < WEEK) {
    const n = Math.floor(elapsed / DAY);
    return { short: `${n}d`, long: `${plural(n, 'day')} ago` };
  }
  const date = dateOf(at, at.getFullYear() !== new Date(now).getFullYear());
  return { short: date, long: date };
}

/** "2 days left", "5 hours left", ... or null once the moment has passed. */
export function timeLeft(iso: string, now: number): string | null {
  const remaining = new Date(iso).getTime() - now;
  if (!(remaining > 0)) return null;
  if (remaining >= DAY) return `${plural(Math.floor(remaining / DAY), 'day')} left`;
  if (remaining >= HOUR) return `${plural(Math.floor(remaining / HOUR), 'hour')} left`;
  if (remaining >= MINUTE) return `${plural(Math.floor(remaining / MINUTE), 'minute')} left`;
  return 'Less than a minute left';
}
