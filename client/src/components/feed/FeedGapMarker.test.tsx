import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedGapView } from '../../data/useFeedGaps';
import { FeedGapMarker } from './FeedGapMarker';

afterEach(cleanup);

const gap = (changes: Partial<FeedGapView>): FeedGapView => ({
  id: 'g',
  before: '2026-01-01T10:00:00.000Z,0190a000-0000-7000-8000-000000000001',
  missing: 3,
  capped: false,
  loading: false,
  error: null,
  ...changes,
});

describe('FeedGapMarker', () => {
  it('counts what is missing, one post, or a capped count with a plus', () => {
    const { rerender } = render(<FeedGapMarker gap={gap({ missing: 1 })} onFill={() => undefined} />);
    expect(screen.getByRole('button').textContent).toBe('Load 1 missing post');
    rerender(<FeedGapMarker gap={gap({ missing: 100, capped: true })} onFill={() => undefined} />);
    expect(screen.getByRole('button').textContent).toBe('Load 100+ missing posts');
  });

  it('fills on a press, ignores presses while loading and shows why a load failed', () => {
    const onFill = vi.fn();
    const { rerender } = render(<FeedGapMarker gap={gap({})} onFill={onFill} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load 3 missing posts' }));
    expect(onFill).toHaveBeenCalledWith('g');
    rerender(<FeedGapMarker gap={gap({ loading: true })} onFill={onFill} />);
    fireEvent.click(screen.getByRole('button', { name: 'Loading...' }));
    expect(onFill).toHaveBeenCalledTimes(1);
    rerender(<FeedGapMarker gap={gap({ error: 'Network error' })} onFill={onFill} />);
    expect(screen.getByRole('alert').textContent).toBe('Network error');
  });
});
