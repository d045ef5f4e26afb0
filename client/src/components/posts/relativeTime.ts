const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export interface RelativeTime {
  /** What the card shows: now, 5m, 3h, 2d, or a date. */
  short: string;
  /** What a screen reader hears: "5 minutes ago". */
  long: string;
  /** The exact moment, for the tooltip. */
  full: string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it, and every card
// on screen formats its time each time it renders.
const exactFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const dayAndYearFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** Card timestamps with the thresholds of spec 001 section 9: 1 minute, 1 hour, 1 day, 7 days. */
export function relativeTime(iso: string, now: number): RelativeTime {
  const at = new Date(iso);
  const time = at.getTime();
  const full = Number.isNaN(time) ? '' : exactFormat.format(at);
  if (Number.isNaN(time)) return { short: '', long: '', full };
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return { short: 'now', long: 'just now', full };
  if (elapsed < HOUR) {
    const n = Math.floor(elapsed / MINUTE);
    return { short: `${n}m`, long: `${plural(n, 'minute')} ago`, full };
  }
  if (elapsed < DAY) {
    const n = Math.floor(elapsed / HOUR);
    return { short: `${n}h`, long: `${plural(n, 'hour')} ago`, full };
  }
  if (elapsed < WEEK) {
    const n = Math.floor(elapsed / DAY);
    return { short: `${n}d`, long: `${plural(n, 'day')} ago`, full };
  }
  const sameYear = at.getFullYear() === new Date(now).getFullYear();
  const date = (sameYear ? dayFormat : dayAndYearFormat).format(at);
  return { short: date, long: date, full };
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
