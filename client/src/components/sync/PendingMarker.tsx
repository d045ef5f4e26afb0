import { CircleAlert, Clock } from 'lucide-react';
import { useEntityOutboxState } from '../../sync/status';
import './sync.css';

/** A small pill on a post or comment with a change still on this device: "Sending…", or "Not sent" if refused. */
export function PendingMarker({ entityId }: { entityId: string }) {
  const state = useEntityOutboxState(entityId);
  if (!state) return null;
  const failed = state === 'failed';
  const Icon = failed ? CircleAlert : Clock;
  return (
    <span
      className={`pending-marker${failed ? ' is-failed' : ''}`}
      role="img"
      aria-label={failed ? 'Failed to send' : 'Waiting to be sent'}
      title={failed ? 'Not sent: see the sync centre' : 'Saved on this device, waiting to be sent'}
    >
      <Icon size={12} aria-hidden="true" />
      {failed ? 'Not sent' : 'Sending…'}
    </span>
  );
}
