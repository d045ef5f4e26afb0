import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './CountBadge';

describe('formatBadgeCount', () => {
  it('shows nothing at zero', () => {
    expect(formatBadgeCount(0, 9)).toBeNull();
    expect(formatBadgeCount(-3, 9)).toBeNull();
  });
  it('shows the count up to the limit and N+ above it', () => {
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });
});
