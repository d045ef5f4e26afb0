import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaDto } from '@flock/shared';
import { MediaGrid } from './MediaGrid';

const media = vi.hoisted(() => ({ progress: null as number | null }));
vi.mock('../../data/media', () => ({
  useMediaUrl: (item: { url: string }) => (item.url.startsWith('local:') ? 'blob:local' : item.url),
  useUploadProgress: () => media.progress,
}));

afterEach(() => {
  cleanup();
  media.progress = null;
});

const image = (n: number): MediaDto => ({
  id: `m${n}`,
  type: 'image',
  url: `/media/${n}.webp`,
  thumbnailUrl: null,
  width: 800,
  height: 600,
});

describe('MediaGrid', () => {
  it('shows images with alternative text and videos with controls', () => {
    const video: MediaDto = { ...image(2), type: 'video', url: 'local:blob-2', width: null, height: null };
    render(<MediaGrid postId="p" media={[image(1), video]} authorName="Grace Hopper" />);
    const img = screen.getByRole('img', { name: 'Image 1 of 2 from Grace Hopper' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/1.webp');
    const player = screen.getByLabelText('Video 2 of 2 from Grace Hopper') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('src')).toBe('blob:local');
  });

  it('shows four of many and reveals the rest on request', () => {
    render(<MediaGrid postId="p" media={[1, 2, 3, 4, 5, 6].map(image)} authorName="Grace" />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more' }));
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('shows upload progress while the post’s files are sent', () => {
    media.progress = 0.4;
    render(<MediaGrid postId="p" media={[image(1)]} authorName="Grace" />);
    expect((screen.getByRole('progressbar', { name: 'Uploading media' }) as HTMLProgressElement).value).toBe(
      0.4,
    );
  });

  it('renders nothing without media', () => {
    const { container } = render(<MediaGrid postId="p" media={[]} authorName="Grace" />);
    expect(container.innerHTML).toBe('');
  });
});
