import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaDto } from '@flock/shared';
import { setDataSaverChoice } from '../../data/dataSaver';
import { MediaGrid } from './MediaGrid';

vi.mock('../../data/media', () => ({
  useMediaUrl: (item: { url: string }) => (item.url.startsWith('local:') ? 'blob:local' : item.url),
  useUploadProgress: () => null,
}));

const photo: MediaDto = {
  id: 'm1',
  type: 'image',
  url: '/media/posts/full.webp',
  thumbnailUrl: '/media/posts/thumb.webp',
  width: 1200,
  height: 800,
};
const clip: MediaDto = {
  id: 'm2',
  type: 'video',
  url: '/media/posts/clip.mp4',
  thumbnailUrl: null,
  width: null,
  height: null,
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('MediaGrid with the data saver', () => {
  it('shows the thumbnail, naming the full image for the meter, and the full size after a tap', () => {
    setDataSaverChoice('on');
    render(<MediaGrid postId="p" media={[photo, clip]} authorName="Grace" />);
    const img = screen.getByRole('img', { name: 'Image 1 of 2 from Grace' });
    expect(img.getAttribute('src')).toBe('/media/posts/thumb.webp?instead-of=%2Fmedia%2Fposts%2Ffull.webp');
    expect(screen.getByLabelText('Video 2 of 2 from Grace').getAttribute('preload')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Image 1 of 2 from Grace, load full size' }));
    expect(screen.getByRole('img', { name: 'Image 1 of 2 from Grace' }).getAttribute('src')).toBe(photo.url);
    expect(screen.queryByRole('button', { name: /load full size/ })).toBeNull();
  });

  it('loads the full image and video metadata when off, and follows the browser when automatic', () => {
    setDataSaverChoice('off');
    render(<MediaGrid postId="p" media={[photo, clip]} authorName="Grace" />);
    expect(screen.getByRole('img', { name: 'Image 1 of 2 from Grace' }).getAttribute('src')).toBe(photo.url);
    expect(screen.getByLabelText('Video 2 of 2 from Grace').getAttribute('preload')).toBe('metadata');
    cleanup();

    const connection = Object.assign(new EventTarget(), { saveData: true });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection }));
    setDataSaverChoice('automatic');
    render(<MediaGrid postId="p" media={[photo]} authorName="Grace" />);
    expect(screen.getByRole('img', { name: 'Image 1 of 1 from Grace' }).getAttribute('src')).toContain(
      'thumb.webp',
    );
    vi.unstubAllGlobals();
  });
});
