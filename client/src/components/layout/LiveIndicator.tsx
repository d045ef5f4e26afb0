import { useConnectionStatus, type ConnectionStatus } from '../../hooks/useConnectionStatus';

const LABELS: Record<ConnectionStatus, string> = {
  live: 'Live',
  connecting: 'Connecting',
  offline: 'Offline',
};
const DESCRIPTIONS: Record<ConnectionStatus, string> = {
  live: 'Live: new notifications arrive as they happen',
  connecting: 'Connecting to live updates',
  offline: 'Offline: live updates resume when the connection returns',
};

/** The header's connection dot: green "Live" while the live connection is up, amber while it reconnects. */
export function LiveIndicator() {
  const status = useConnectionStatus();
  return (
    <span className={`live-indicator is-${status}`} role="status" title={DESCRIPTIONS[status]}>
      <span className="live-dot" aria-hidden="true" />
      <span className="live-label">{LABELS[status]}</span>
    </span>
  );
}
