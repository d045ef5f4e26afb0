import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bell, BellOff } from 'lucide-react';
import { BADGE_LIMITS } from '@flock/shared';
import { useDismiss } from '../../hooks/useDismiss';
import { CountBadge } from './CountBadge';

/**
 * The header bell and its dropdown. Notifications arrive with the real-time feature; until then the
 * dropdown shows its empty state and the way to the full list.
 */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const badgeId = useId();
  const headingId = useId();

  useDismiss(containerRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div className="popover-anchor" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn header-icon-btn"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={unreadCount > 0 ? badgeId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Bell size={22} aria-hidden="true" />
        <CountBadge count={unreadCount} limit={BADGE_LIMITS.bell} descriptionId={badgeId} />
      </button>
      {open && (
        <div
          id={panelId}
          className="popover popover-end notifications-popover"
          aria-labelledby={headingId}
          role="group"
        >
          <div className="popover-header">
            <h2 id={headingId}>Notifications</h2>
          </div>
          <div className="popover-empty">
            <BellOff size={28} aria-hidden="true" />
            <p className="popover-empty-title">No notifications yet</p>
            <p className="muted">Likes, comments and new followers will show up here.</p>
          </div>
          <div className="popover-footer">
            <Link to="/notifications" onClick={() => setOpen(false)}>
              View all
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
