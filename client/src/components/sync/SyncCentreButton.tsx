import { lazy, Suspense, useId, useState } from 'react';
import { CloudAlert, CloudUpload } from 'lucide-react';
import { BADGE_LIMITS } from '@flock/shared';
import { useSyncStatus } from '../../sync/status';
import { formatBadgeCount } from '../layout/CountBadge';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import './sync.css';

// The list of writes loads on the first open, not with the header on every screen.
const SyncCentreDialog = lazy(() =>
  import('./SyncCentreDialog').then(({ SyncCentreDialog }) => ({ default: SyncCentreDialog })),
);

/** The header's "Sync centre" button; its badge counts changes not yet accepted by the server. */
export function SyncCentreButton() {
  const { pending, failed } = useSyncStatus();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const badgeId = useId();
  const badge = formatBadgeCount(pending + failed, BADGE_LIMITS.bell);
  const Icon = failed > 0 ? CloudAlert : CloudUpload;
  return (
    <>
      <button
        type="button"
        className="icon-btn header-icon-btn sync-centre-button"
        aria-label="Sync centre"
        aria-describedby={badge ? badgeId : undefined}
        onClick={() => setOpen(true)}
      >
        <Icon size={22} aria-hidden="true" />
        {badge && (
          <>
            <span className={`count-badge${failed > 0 ? ' sync-badge-failed' : ''}`} aria-hidden="true">
              {badge}
            </span>
            <span id={badgeId} hidden>
              {describeCounts(pending, failed)}
            </span>
          </>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SyncCentreDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function describeCounts(pending: number, failed: number): string {
  const parts = [];
  if (pending > 0) parts.push(`${pending} waiting to be sent`);
  if (failed > 0) parts.push(`${failed} not sent`);
  return parts.join(', ');
}
