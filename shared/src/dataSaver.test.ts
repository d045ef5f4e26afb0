import { describe, expect, it } from 'vitest';
import { meterDay, meterDayBefore, summarizeMeter } from './dataSaver.js';

describe('data meter', () => {
  const now = new Date(2026, 10, 27, 18, 30);

  it('names local days and counts back across a month', () => {
    expect(meterDay(now)).toBe('2026-11-27');
    expect(meterDayBefore(new Date(2026, 11, 2, 9), 6)).toBe('2026-11-26');
  });

  it('sums today and the last seven days, leaving older and later days out', () => {
    const summary = summarizeMeter(
      [
        { day: '2026-11-27', downloaded: 100, saved: 40 },
        { day: '2026-11-21', downloaded: 10, saved: 1 },
        { day: '2026-11-20', downloaded: 1000, saved: 1000 },
        { day: '2026-11-28', downloaded: 5000, saved: 5000 },
      ],
      now,
    );
    expect(summary).toEqual({ today: { downloaded: 100, saved: 40 }, week: { downloaded: 110, saved: 41 } });
    expect(summarizeMeter([], now).week).toEqual({ downloaded: 0, saved: 0 });
  });
});
