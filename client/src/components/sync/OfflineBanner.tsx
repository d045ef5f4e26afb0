import { WifiOff } from 'lucide-react';
import { useOnline } from '../../sync/status';
import './sync.css';

export const OFFLINE_MESSAGE =
  "You're offline. Changes you make are saved on this device and sent when you're back online.";

/** A strip under the header while the device is offline. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <WifiOff size={16} aria-hidden="true" />
      <span>{OFFLINE_MESSAGE}</span>
    </div>
  );
}
