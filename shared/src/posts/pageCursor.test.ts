import { describe, expect, it } from 'vitest';
import { formatPageCursor, parsePageCursor } from './pageCursor.js';

const ID = '0192f0a2-7c1e-7abc-8def-0123456789ab';

describe('list cursors', () => {
  it('round-trips a time and an id', () => {
    const time = new Date('2026-11-21T10:00:00.123Z');
    expect(parsePageCursor(formatPageCursor(time, ID))).toEqual({ time, id: ID });
  });

  it('accepts a bare ISO time, with or without an offset', () => {
    expect(parsePageCursor('2026-11-21T10:00:00Z')).toEqual({
      time: new Date('2026-11-21T10:00:00Z'),
      id: '',
    });
    expect(parsePageCursor('2026-11-21T12:00:00.5+02:00')?.time.toISOString()).toBe(
      '2026-11-21T10:00:00.500Z',
    );
  });

  it.each([
    ['', 'empty'],
    ['yesterday', 'not a time'],
    ['2026-11-21', 'a date without a time'],
    ['2026-13-45T99:00:00Z', 'an impossible time'],
    [`2026-11-21T10:00:00Z,`, 'an empty id'],
    [`2026-11-21T10:00:00Z,not-an-id`, 'a malformed id'],
    [`2026-11-21T10:00:00Z,${ID},${ID}`, 'two ids'],
    [`2026-11-21T10:00:00Z,${ID}' OR '1'='1`, 'an injection attempt'],
  ])('refuses %j (%s)', (text) => {
    expect(parsePageCursor(text)).toBeNull();
  });
});
