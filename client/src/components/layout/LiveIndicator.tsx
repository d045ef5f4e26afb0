import { useConnectionStatus } from '../../hooks/useConnectionStatus';

/** The header's connection dot: green "Live" when connected, grey "Offline" otherwise. */
export function LiveIndicator() {
  const status = useConnectionStatus();
  return (
    <span className={`live-indicator is-${status}`} role="status">
      <span className="live-dot" aria-hidden="true" />
      <span className="live-label">{status === 'live' ? 'Live' : 'Offline'}</span>
    </span>
  );
}
