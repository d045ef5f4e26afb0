import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded media lives. The disk implementation keeps files under DATA_DIR/media and they are
 * served at /media/<key>; an object store can replace it behind the same interface.
 */
export interface MediaStorage {
  /** Stores the bytes under a content-addressed key and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores a file that is already on disk (a large upload) under its content-addressed key, moving
   * it rather than reading it into memory. The source file is gone afterwards.
   */
  putFile(folder: string, sourcePath: string, extension: string): Promise<string>;
  /** Stores bytes under a URL path of our own making (a variant named after another file). */
  putAt(urlPath: string, bytes: Buffer): Promise<void>;
  /** Removes a file given the URL path `put` returned; unknown paths are ignored. */
  remove(urlPath: string): Promise<void>;
  /** The folder served at /media. */
  readonly root: string;
}

export const MEDIA_URL_PREFIX = '/media/';

export function createDiskMediaStorage(dataDir: string): MediaStorage {
  const root = path.join(dataDir, 'media');
  return {
    root,
    async put(folder, bytes, extension) {
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const relative = `${folder}/${hash}.${extension}`;
      const target = path.join(root, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
      return MEDIA_URL_PREFIX + relative;
    },
    async putFile(folder, sourcePath, extension) {
      const hash = crypto.createHash('sha256');
      await pipeline(createReadStream(sourcePath), hash);
      const relative = `${folder}/${hash.digest('hex').slice(0, 32)}.${extension}`;
      const target = path.join(root, relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.copyFile(sourcePath, target);
        await fs.rm(sourcePath, { force: true });
      }
      return MEDIA_URL_PREFIX + relative;
    },
    async putAt(urlPath, bytes) {
      const target = insideRoot(root, urlPath);
      if (!target) throw new Error(`not a media path: ${urlPath}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
    },
    async remove(urlPath) {
      const target = insideRoot(root, urlPath);
      if (target) await fs.rm(target, { force: true });
    },
  };
}

/** The file a /media/ URL path names, or null when it is not one or would leave the media folder. */
function insideRoot(root: string, urlPath: string): string | null {
  if (!urlPath.startsWith(MEDIA_URL_PREFIX)) return null;
  const target = path.resolve(root, urlPath.slice(MEDIA_URL_PREFIX.length));
  return target.startsWith(root + path.sep) ? target : null;
}
