import { describe, expect, it } from 'vitest';
import type { ScheduledPostRecord } from '../../db/draftRecords';
import {
  countdown,
  isNotBeforeNow,
  scheduledBadge,
  sortScheduled,
  thumbnails,
  toLocalInput,
} from './scheduledView';

const NOW = Date.parse('2026-05-01T12:00:30.000Z');
const post = (overrides: Partial<ScheduledPostRecord>) =>
  ({
    status: 'pending',
    scheduledFor: '2026-05-02T12:00:00.000Z',
    createdAt: NOW,
    ...overrides,
  }) as ScheduledPostRecord;

describe('scheduled post cards', () => {
  it('counts down in days and hours, hours and minutes, minutes, then says Past due', () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    expect(countdown(at((2 * 24 + 3) * 3600_000 + 5 * 60_000), NOW)).toBe('2d 3h');
    expect(countdown(at(5 * 3600_000 + 7 * 60_000), NOW)).toBe('5h 7m');
    expect(countdown(at(42 * 60_000), NOW)).toBe('42m');
    expect(countdown(at(10_000), NOW)).toBe('1m');
    expect(countdown(at(-1), NOW)).toBe('Past due');
  });

  it('badges: Failed, Published, Past Due once the time passed while pending, else Scheduled', () => {
    expect(scheduledBadge(post({ status: 'failed' }), NOW)).toBe('Failed');
    expect(scheduledBadge(post({ status: 'published' }), NOW)).toBe('Published');
    expect(scheduledBadge(post({ scheduledFor: '2026-05-01T11:00:00.000Z' }), NOW)).toBe('Past Due');
    expect(scheduledBadge(post({}), NOW)).toBe('Scheduled');
  });

  it('sorts by schedule time soonest first, by created date newest first', () => {
    const a = post({
      id: 'a',
      scheduledFor: '2026-05-03T00:00:00.000Z',
      createdAt: '2026-04-01T00:00:00.000Z',
    });
    const b = post({
      id: 'b',
      scheduledFor: '2026-05-02T00:00:00.000Z',
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    expect(sortScheduled([a, b], 'scheduled_for').map((p) => p.id)).toEqual(['b', 'a']);
    expect(sortScheduled([b, a], 'created_at').map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('shows up to 4 thumbnails and +N', () => {
    expect(thumbnails([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(thumbnails([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
  });

  it('takes a picked time from the current minute on', () => {
    const thisMinute = new Date(NOW - 30_000);
    expect(isNotBeforeNow(thisMinute, NOW)).toBe(true);
    expect(isNotBeforeNow(new Date(NOW - 31_000), NOW)).toBe(false);
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
