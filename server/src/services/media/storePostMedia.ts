import fs from 'node:fs/promises';
import { POST_MESSAGES, PREMIUM_MEDIA_LIMITS, type MediaLimits } from '@flock/shared';
import { validationError } from '../../errors.js';
import type { MediaStorage } from '../mediaStorage.js';
import { renderPostImage } from './renderPostImage.js';
import { sniffMedia } from './sniffMedia.js';

export const MEDIA_FIELD = 'media';
const POST_MEDIA_FOLDER = 'posts';

export interface UploadedFile {
  path: string;
  size: number;
}

export interface StoredMedia {
  type: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}

export const mediaError = (msg: string) => validationError([{ path: MEDIA_FIELD, msg }], msg);

/**
 * Checks every file first (the count, each kind by its bytes, then the author's size limit of that
 * kind), so nothing is stored for a refused post.
 */
async function checkFiles(files: readonly UploadedFile[], limits: MediaLimits) {
  if (files.length > limits.maxFiles) throw mediaError(limits.messages.tooManyFiles);
  const checked = [];
  for (const file of files) {
    const sniffed = await sniffMedia(file.path);
    if (sniffed.kind === 'other') throw mediaError(POST_MESSAGES.mediaType);
    if (sniffed.kind === 'image' && file.size > limits.imageMaxBytes)
      throw mediaError(limits.messages.imageTooLarge);
    if (sniffed.kind === 'video' && file.size > limits.videoMaxBytes)
      throw mediaError(limits.messages.videoTooLarge);
    checked.push({ file, sniffed });
  }
  return checked;
}

/**
 * Turns uploaded temporary files into stored media: images re-encoded (display size + thumbnail),
 * videos moved as they are with the extension of their real type. Anything else is refused with
 * `Please select only image or video files`. Returns the stored files in upload order; on failure
 * the files stored so far are handed to `release`.
 */
export async function storePostMedia(
  storage: MediaStorage,
  files: readonly UploadedFile[],
  release: (media: readonly StoredMedia[]) => Promise<void>,
  limits: MediaLimits = PREMIUM_MEDIA_LIMITS,
): Promise<StoredMedia[]> {
  const checked = await checkFiles(files, limits);
  const stored: StoredMedia[] = [];
  try {
    for (const { file, sniffed } of checked) {
      if (sniffed.kind === 'video') {
        const url = await storage.putFile(POST_MEDIA_FOLDER, file.path, sniffed.extension);
        stored.push({ type: 'video', url, thumbnailUrl: null, width: null, height: null });
        continue;
      }
      const image = await renderPostImage(file.path).catch(() => {
        throw mediaError(POST_MESSAGES.mediaType);
      });
      const url = await storage.put(POST_MEDIA_FOLDER, image.display, 'webp');
      const thumbnailUrl = await storage.put(POST_MEDIA_FOLDER, image.thumbnail, 'webp');
      stored.push({ type: 'image', url, thumbnailUrl, width: image.width, height: image.height });
    }
  } catch (error) {
    await release(stored);
    throw error;
  }
  return stored;
}

/** Temporary upload files are always deleted, whatever happened to the request. */
export async function removeTemporaryFiles(files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.path, { force: true }).catch(() => undefined)));
}
