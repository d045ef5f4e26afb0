import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
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
  const blob = useLiveQuery(
    async () => (blobId && user ? ((await memberDb(user.id).mediaBlobs.get(blobId))?.blob ?? null) : null),
    [blobId, user?.id],
  );
  useEffect(() => (blob ? holdObjectUrl(blob) : undefined), [blob]);
  if (!blobId) return media.url;
  return blob ? objectUrlFor(blob) : undefined;
}

/** 0..1 while the post's files are uploading, else null. */
export function useUploadProgress(entityId: string): number | null {
  return useSyncExternalStore(
    subscribeUploadProgress,
    () => uploadProgressOf(entityId),
    () => null,
  );
}
