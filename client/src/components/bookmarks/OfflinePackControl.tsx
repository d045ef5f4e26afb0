import { useEffect } from 'react';
import { CloudDownload, CloudOff, RefreshCw } from 'lucide-react';
import {
  makeFolderAvailableOffline,
  PACK_REFRESH_MS,
  removeOfflinePack,
  useOfflinePack,
} from '../../data/offlinePacks';
import { useOnline } from '../../sync/status';

const warn = (what: string) => (error: unknown) => console.warn(`Could not ${what}`, error);

/**
 * "Make available offline" for a folder: fetches its posts and images ahead and keeps them, with the
 * progress shown; once kept, opening the folder online fetches what was added since.
 */
export function OfflinePackControl({
  folderId,
  folderName,
  disabled,
}: {
  folderId: string;
  folderName: string;
  disabled: boolean;
}) {
  const pack = useOfflinePack(folderId);
  const online = useOnline();

  useEffect(() => {
    if (!pack || pack.state !== 'ready' || !online) return;
    if (Date.now() - pack.updatedAt < PACK_REFRESH_MS) return;
    makeFolderAvailableOffline(folderId).catch(warn('refresh the offline copy'));
  }, [pack, online, folderId]);

  if (pack === undefined) return null;
  const start = () => void makeFolderAvailableOffline(folderId).catch(warn('keep the folder offline'));
  const stop = () => void removeOfflinePack(folderId).catch(warn('stop keeping the folder offline'));

  if (!pack) {
    return (
      <div className="offline-pack">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={start}
          disabled={disabled || !online}
          title={online ? undefined : 'Available when you are back online'}
        >
          <CloudDownload size={16} aria-hidden="true" />
          Make available offline
        </button>
      </div>
    );
  }
  if (pack.state === 'fetching') {
    const images = pack.mediaTotal > 0 ? `, images ${pack.mediaDone} of ${pack.mediaTotal}` : '';
    return (
      <div className="offline-pack" role="status">
        <span>Saving “{folderName}” for offline reading…</span>
        <progress
          max={Math.max(1, pack.mediaTotal)}
          value={pack.mediaTotal > 0 ? pack.mediaDone : undefined}
          aria-label="Offline copy progress"
        />
        <span className="muted">
          {pack.posts} {pack.posts === 1 ? 'post' : 'posts'}
          {images}
        </span>
      </div>
    );
  }
  if (pack.state === 'failed') {
    return (
      <div className="offline-pack" role="alert">
        <span>{pack.error ?? 'Could not make this folder available offline'}</span>
        <button type="button" className="btn btn-secondary btn-sm" onClick={start} disabled={!online}>
          <RefreshCw size={16} aria-hidden="true" />
          Retry
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={stop}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div className="offline-pack">
      <span className="offline-pack-ready" role="status">
        <CloudDownload size={16} aria-hidden="true" />
        Available offline · {pack.posts} {pack.posts === 1 ? 'post' : 'posts'}
      </span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={stop}>
        <CloudOff size={16} aria-hidden="true" />
        Stop keeping offline
      </button>
    </div>
  );
}
