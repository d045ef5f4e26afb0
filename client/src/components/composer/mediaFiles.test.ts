import { describe, expect, it } from 'vitest';
import { BASIC_MEDIA_LIMITS, PREMIUM_MEDIA_LIMITS } from '@flock/shared';
import { acceptMediaFiles, formatFileSize, mediaKind } from './mediaFiles';

/** A File that reports `size` without allocating it. */
function fakeFile(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const MB = 1024 * 1024;

describe('acceptMediaFiles for a premium member', () => {
  it('takes images and videos', () => {
    const files = [fakeFile('a.jpg', 'image/jpeg'), fakeFile('b.mp4', 'video/mp4')];
    expect(acceptMediaFiles(files, 0, PREMIUM_MEDIA_LIMITS)).toEqual({ accepted: files, error: null });
  });

  it('refuses other types with the spec’s message and keeps the rest', () => {
    const photo = fakeFile('a.jpg', 'image/jpeg');
    const result = acceptMediaFiles(
      [fakeFile('notes.pdf', 'application/pdf'), photo],
      0,
      PREMIUM_MEDIA_LIMITS,
    );
    expect(result).toEqual({ accepted: [photo], error: 'Please select only image or video files' });
    expect(mediaKind(fakeFile('c.avi', 'video/x-msvideo'))).toBeNull();
  });

  it('refuses images over 10 MB and videos over 100 MB', () => {
    expect(
      acceptMediaFiles([fakeFile('big.png', 'image/png', 10 * MB + 1)], 0, PREMIUM_MEDIA_LIMITS),
    ).toEqual({
      accepted: [],
      error: 'Files must be smaller than 10MB',
    });
    expect(
      acceptMediaFiles([fakeFile('ok.png', 'image/png', 10 * MB)], 0, PREMIUM_MEDIA_LIMITS).accepted,
    ).toHaveLength(1);
    expect(
      acceptMediaFiles([fakeFile('long.mp4', 'video/mp4', 100 * MB + 1)], 0, PREMIUM_MEDIA_LIMITS),
    ).toEqual({
      accepted: [],
      error: 'Files must be smaller than 100MB',
    });
    expect(
      acceptMediaFiles([fakeFile('fine.mp4', 'video/mp4', 50 * MB)], 0, PREMIUM_MEDIA_LIMITS).error,
    ).toBeNull();
  });

  it('keeps at most 10 files in all', () => {
    const files = Array.from({ length: 4 }, (_, i) => fakeFile(`${i}.png`, 'image/png'));
    const result = acceptMediaFiles(files, 8, PREMIUM_MEDIA_LIMITS);
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.error).toBe('You can attach at most 10 files');
    expect(acceptMediaFiles(files, 10, PREMIUM_MEDIA_LIMITS).accepted).toEqual([]);
  });
});

describe('acceptMediaFiles for a basic member', () => {
  it('keeps 4 files of 5 MB each, with the basic messages', () => {
    const files = Array.from({ length: 5 }, (_, i) => fakeFile(`${i}.png`, 'image/png', 5 * MB));
    expect(acceptMediaFiles(files, 0, BASIC_MEDIA_LIMITS)).toEqual({
      accepted: files.slice(0, 4),
      error: 'You can attach at most 4 files. Premium members can attach up to 10.',
    });
    expect(acceptMediaFiles([fakeFile('big.png', 'image/png', 5 * MB + 1)], 0, BASIC_MEDIA_LIMITS)).toEqual({
      accepted: [],
      error: 'Files must be smaller than 5MB',
    });
    expect(acceptMediaFiles([fakeFile('clip.mp4', 'video/mp4', 6 * MB)], 0, BASIC_MEDIA_LIMITS).error).toBe(
      'Files must be smaller than 5MB',
    );
  });
});

describe('formatFileSize', () => {
  it('reads as bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5.5 * MB)).toBe('5.5 MB');
  });
});
