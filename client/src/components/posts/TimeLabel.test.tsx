import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relativeTime';
import { TimeLabel } from './TimeLabel';

const AT = '2025-06-15T11:00:00.000Z';
const NOW = new Date('2025-06-15T12:00:00.000Z').getTime();

describe('TimeLabel', () => {
  it('shows the age, reads it out in words, and gives the exact moment as a tooltip on hover', () => {
    const { container } = render(<TimeLabel iso={AT} time={relativeTime(AT, NOW)} />);
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(AT);
    expect(time.textContent).toBe('1h1 hour ago');
    expect(time.title).toBe('');
    fireEvent.mouseEnter(time);
    expect(time.title).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT)),
    );
  });
});

describe('exactTime', () => {
  it('is empty for a moment that cannot be read', () => {
    expect(exactTime('not a date')).toBe('');
    expect(exactTime(AT)).toContain('2025');
  });
});
