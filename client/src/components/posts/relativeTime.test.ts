import { describe, expect, it, vi } from 'vitest';
import { relativeTime, timeLeft } from './relativeTime';

const NOW = new Date('2025-06-15T12:00:00.000Z').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it('uses now, minutes, hours and days up to a week', () => {
    expect(relativeTime(ago(30_000), NOW)).toMatchObject({ short: 'now', long: 'just now' });
    expect(relativeTime(ago(5 * 60_000), NOW)).toMatchObject({ short: '5m', long: '5 minutes ago' });
    expect(relativeTime(ago(3600_000), NOW)).toMatchObject({ short: '1h', long: '1 hour ago' });
    expect(relativeTime(ago(6 * 86_400_000), NOW)).toMatchObject({ short: '6d', long: '6 days ago' });
  });

  it('shows a date from seven days on, with the year only when it differs', () => {
    expect(relativeTime(ago(7 * 86_400_000), NOW).short).not.toMatch(/d$/);
    expect(relativeTime('2023-03-01T12:00:00.000Z', NOW).short).toContain('2023');
  });

  it('builds no date format for a card younger than a week', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(relativeTime(ago(3 * 86_400_000), NOW).short).toBe('3d');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('treats a moment slightly in the future as now', () => {
    expect(relativeTime(ago(-5000), NOW).short).toBe('now');
  });
});

describe('timeLeft', () => {
  it('counts down in days, hours and minutes, then ends', () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    expect(timeLeft(at(2 * 86_400_000 + 5000), NOW)).toBe('2 days left');
    expect(timeLeft(at(5 * 3600_000), NOW)).toBe('5 hours left');
    expect(timeLeft(at(60_000), NOW)).toBe('1 minute left');
    expect(timeLeft(at(10_000), NOW)).toBe('Less than a minute left');
    expect(timeLeft(at(-1), NOW)).toBeNull();
  });
});
