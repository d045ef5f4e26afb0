import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCompactCount, formatCount } from './numberFormats';

afterEach(() => vi.restoreAllMocks());

describe('counts', () => {
  it('builds no formatter for a small whole number (the home starts without one)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    expect([formatCount(42), formatCompactCount(999)]).toEqual(['42', '999']);
    expect(built).not.toHaveBeenCalled();
  });

  it('writes small whole numbers as they are and larger ones as the locale does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-12)).toBe('-12');
    expect(formatCount(1284)).toBe(new Intl.NumberFormat().format(1284));
    expect(formatCount(2.5)).toBe(new Intl.NumberFormat().format(2.5));
  });

  it('shortens large counts beside an action', () => {
    expect(formatCompactCount(42)).toBe('42');
    const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
    expect(formatCompactCount(1284)).toBe(compact.format(1284));
    expect(formatCompactCount(2_100_000)).toBe(compact.format(2_100_000));
  });
});
