import { useId } from 'react';
import { CircleCheck } from 'lucide-react';
import type { OutboxView } from '../../data/types';
import { discardOutboxEntry, retryOutboxEntry, useOutbox, useSyncStatus } from '../../sync/status';
import { relativeTime } from '../posts/relativeTime';
import { showExactTime } from '../posts/TimeLabel';
import { useNow } from '../posts/useNow';
import { Dialog } from '../ui/Dialog';
import './sync.css';

const STATE_LABELS: Record<OutboxView['state'], string> = {
  pending: 'Pending',
  sending: 'Sending',
  failed: 'Failed',
};

/** Every change still on this device, with Retry for refused ones and Discard for any. */
export function SyncCentreDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} title="Sync centre" onClose={onClose} className="sync-centre">
      {open && <SyncCentreBody />}
    </Dialog>
  );
}

function SyncCentreBody() {
  const entries = useOutbox();
  const { online, draining } = useSyncStatus();
  // Not "up to date" before the device's list is read: a refused write may be waiting in it.
  if (entries === undefined) return <p className="sync-summary muted">Checking this device…</p>;
  if (entries.length === 0) {
    return (
      <div className="sync-empty">
        <CircleCheck size={28} aria-hidden="true" />
        <p>Everything is up to date.</p>
      </div>
    );
  }
  return (
    <>
      <p className="sync-summary muted">{summary(online, draining)}</p>
      <ul className="sync-list">
        {entries.map((entry) => (
          <SyncEntry key={entry.id} entry={entry} />
        ))}
      </ul>
    </>
  );
}

function summary(online: boolean, draining: boolean): string {
  if (!online) return 'You are offline. These changes will be sent when you are back online.';
  if (draining) return 'Sending your changes…';
  return 'These changes are saved on this device and have not reached the server yet.';
}

function SyncEntry({ entry }: { entry: OutboxView }) {
  const now = useNow();
  const when = relativeTime(new Date(entry.createdAt).toISOString(), now);
  const failed = entry.state === 'failed';
  const labelId = useId();
  return (
    <li className={`sync-entry${failed ? ' is-failed' : ''}`}>
      <div className="sync-entry-main">
        <span className="sync-entry-label" id={labelId}>
          {entry.label}
        </span>
        <span className="sync-entry-meta">
          <span className={`sync-state is-${entry.state}`}>{STATE_LABELS[entry.state]}</span>
          <time dateTime={new Date(entry.createdAt).toISOString()} onMouseEnter={showExactTime}>
            {when.long}
          </time>
          {!failed && entry.attempts > 0 && (
            <span className="muted">
              Tried {entry.attempts} {entry.attempts === 1 ? 'time' : 'times'}
            </span>
          )}
        </span>
        {failed && entry.error && <span className="sync-entry-error">{entry.error}</span>}
      </div>
      <div className="sync-entry-actions">
        {failed && (
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            aria-describedby={labelId}
            onClick={() => void retryOutboxEntry(entry.id)}
          >
            Retry
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-ghost sync-discard"
          aria-describedby={labelId}
          onClick={() => void discardOutboxEntry(entry.id)}
        >
          Discard
        </button>
      </div>
    </li>
  );
}
