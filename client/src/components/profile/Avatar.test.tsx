import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initialOf } from './Avatar';

describe('Avatar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the initial letter when there is no picture', () => {
    const { container } = render(<Avatar src={null} name="ada" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
  });

  it('retries a failed picture after 1, 2 and 3 seconds, then keeps the initial', () => {
    const { container } = render(<Avatar src="/media/a.jpg" name="Grace" />);
    const img = () => container.querySelector('img');
    const delays = [1000, 2000, 3000];
    for (const delay of delays) {
      fireEvent.error(img()!);
      expect(img()).toBeNull();
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(img()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(img()?.getAttribute('src')).toBe('/media/a.jpg');
    }
    fireEvent.error(img()!);
    act(() => vi.advanceTimersByTime(60_000));
    expect(img()).toBeNull();
    expect(container.textContent).toBe('G');
  });

  it('starts again for a new picture', () => {
    const { container, rerender } = render(<Avatar src="/media/a.jpg" name="Grace" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar src="/media/b.jpg?v=2" name="Grace" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/b.jpg?v=2');
  });
});

describe('initialOf', () => {
  it('takes the first letter, upper-cased, and copes with empty names', () => {
    expect(initialOf('  émile')).toBe('É');
    expect(initialOf('')).toBe('?');
  });
});
