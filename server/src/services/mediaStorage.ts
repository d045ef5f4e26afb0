import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media lives. The disk implementation keeps files under DATA_DIR/media and they are
 * served at /media/<key>; an object store can replace it behind the same interface.
 */
export interface MediaStorage {
  /** Stores the bytes under a content-addressed key and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
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
    async remove(urlPath) {
      if (!urlPath.startsWith(MEDIA_URL_PREFIX)) return;
      const target = path.resolve(root, urlPath.slice(MEDIA_URL_PREFIX.length));
      if (!target.startsWith(root + path.sep)) return;
      await fs.rm(target, { force: true });
    },
  };
}
