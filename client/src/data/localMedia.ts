/** Media still on this device (chosen offline, not uploaded yet) are addressed as `local:<blobId>`. */
export const LOCAL_MEDIA_PREFIX = 'local:';

export const localMediaUrl = (blobId: string) => `${LOCAL_MEDIA_PREFIX}${blobId}`;

export function localBlobId(url: string): string | null {
  return url.startsWith(LOCAL_MEDIA_PREFIX) ? url.slice(LOCAL_MEDIA_PREFIX.length) : null;
}
