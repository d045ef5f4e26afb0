import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import type { MediaDto } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import { subscribeUploadProgress, uploadProgressOf } from '../sync/uploadProgress';
import { localBlobId } from './localMedia';
import { holdObjectUrl, objectUrlFor } from './objectUrls';

/** The address to show a media item at: the server's URL, or an object URL for a file still on this device. */
export function useMediaUrl(media: MediaDto): string | undefined {
  const { user } = useAuth();
  const blobId = localBlobId(media.url);
  const blob = useLocalBlob(blobId, user?.id);
  useEffect(() => (blob ? holdObjectUrl(blob) : undefined), [blob]);
  if (!blobId) return media.url;
  return blob ? objectUrlFor(blob) : undefined;
}

/**
 * A file kept on this device, live: null when it is not there, undefined until the device answered.
 * Only a local file is watched: a feed's server media start no query and draw once.
 */
function useLocalBlob(blobId: string | null, userId: string | undefined): Blob | null | undefined {
  const [found, setFound] = useState<{ blobId: string; blob: Blob | null } | null>(null);
  useEffect(() => {
    if (!blobId || !userId) return;
    const blobs = memberDb(userId).mediaBlobs;
    const subscription = liveQuery(() => blobs.get(blobId)).subscribe({
      next: (record) => setFound({ blobId, blob: record?.blob ?? null }),
      error: (error: unknown) => console.warn('Could not read a file kept on this device', error),
    });
    return () => subscription.unsubscribe();
  }, [blobId, userId]);
  return found && found.blobId === blobId ? found.blob : undefined;
}

/** 0..1 while the post's files are uploading, else null. */
export function useUploadProgress(entityId: string): number | null {
  return useSyncExternalStore(
    subscribeUploadProgress,
    () => uploadProgressOf(entityId),
    () => null,
  );
}
