import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaDto } from '@flock/shared';
import { IMAGE_RETRY_DELAYS_MS } from '../../hooks/useImageRetry';
import { PostImage } from './PostImage';

const media: MediaDto = {
  id: 'm1',
  type: 'image',
  url: '/media/posts/a.webp',
  thumbnailUrl: null,
  width: 800,
  height: 600,
};

const shown = () => screen.getByRole('img', { name: 'Image 1' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PostImage', () => {
  it('tries a failed image again after a wait, as a fresh element, and gives up after the last wait', () => {
    render(<PostImage media={media} src={media.url} label="Image 1" />);
    for (const delay of IMAGE_RETRY_DELAYS_MS) {
      const failed = shown();
      fireEvent.error(failed);
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(shown()).toBe(failed);
      act(() => vi.advanceTimersByTime(1));
      expect(shown()).not.toBe(failed);
      expect(shown().getAttribute('src')).toBe(media.url);
    }
    const last = shown();
    fireEvent.error(last);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(shown()).toBe(last);
  });

  it('tries again at once when the browser comes back online', () => {
    render(<PostImage media={media} src={media.url} label="Image 1" />);
    const failed = shown();
    fireEvent.error(failed);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(shown()).not.toBe(failed);
  });

  it('does not retry a file on this device, and starts over for a new address', () => {
    const { rerender } = render(<PostImage media={media} src="blob:local-1" label="Image 1" />);
    const local = shown();
    fireEvent.error(local);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe(local);

    rerender(<PostImage media={media} src={media.url} label="Image 1" />);
    const served = shown();
    expect(served.getAttribute('src')).toBe(media.url);
    fireEvent.error(served);
    act(() => vi.advanceTimersByTime(IMAGE_RETRY_DELAYS_MS[0]!));
    expect(shown()).not.toBe(served);
  });

  it('keeps an image that loaded as it is', () => {
    render(<PostImage media={media} src={media.url} label="Image 1" />);
    const loaded = shown();
    fireEvent.load(loaded);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe(loaded);
  });
});
