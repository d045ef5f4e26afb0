import { isSharedFileKey, PWA_CACHES, SHARE_TARGET } from '@flock/shared';

/**
 * The files another app shared, as the service worker kept them (service-worker/src/shareTarget.ts),
 * taken out of its cache so they are offered once. Unknown or malformed keys are skipped.
 */
export async function takeSharedFiles(keys: string[]): Promise<File[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(PWA_CACHES.shared);
  const files: File[] = [];
  for (const key of keys.filter(isSharedFileKey)) {
    const path = `${SHARE_TARGET.filesPath}${key}`;
    const response = await cache.match(path);
    if (!response) continue;
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get(SHARE_TARGET.nameHeader) ?? '') || `shared-${key}`;
    files.push(new File([blob], name, { type: blob.type }));
    await cache.delete(path);
  }
  return files;
}
