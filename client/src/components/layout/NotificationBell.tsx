import { lazy, Suspense, useId } from 'react';
import { Bell } from 'lucide-react';
import { BADGE_LIMITS, type NotificationDto } from '@flock/shared';
import { markAllNotificationsRead, markNotificationsRead } from '../../data/notifications';
import { useDisclosure } from '../../hooks/useDisclosure';
import { NotificationAnnouncer } from '../notifications/NotificationAnnouncer';
import { NotificationsLoading } from '../notifications/NotificationsLoading';
import { AppLink } from '../ui/AppLink';
import '../notifications/notifications.css';
import { CountBadge } from './CountBadge';

// The dropdown's list loads on the first open, not with the header on every screen.
const LatestNotifications = lazy(() => import('../notifications/LatestNotifications'));

const logFailure = (error: unknown) => console.warn('Could not mark notifications read', error);

/**
 * The header bell (a disclosure button) and its dropdown: the five newest notifications, each a link
 * that marks it read and goes where it points, Mark all read, and View all. New arrivals are read out
 * by a polite live region.
 */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const { open, close, toggle, containerRef, buttonRef } = useDisclosure();
  const panelId = useId();
  const badgeId = useId();
  const headingId = useId();

  const openOne = (notification: NotificationDto) => {
    close();
    void markNotificationsRead([notification.id]).catch(logFailure);
  };

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
        onClick={toggle}
      >
        <Bell size={22} aria-hidden="true" />
        <CountBadge count={unreadCount} limit={BADGE_LIMITS.bell} descriptionId={badgeId} />
      </button>
      <NotificationAnnouncer />
      {open && (
        <div
          id={panelId}
          className="popover popover-end notifications-popover"
          aria-labelledby={headingId}
          role="group"
        >
          <div className="popover-header notifications-popover-header">
            <h2 id={headingId}>Notifications</h2>
            {unreadCount > 0 && (
              <button
                type="button"
                className="link-button"
                onClick={() => void markAllNotificationsRead().catch(logFailure)}
              >
                Mark all read
              </button>
            )}
          </div>
          <Suspense fallback={<NotificationsLoading />}>
            <LatestNotifications headingId={headingId} onOpen={openOne} />
          </Suspense>
          <div className="popover-footer">
            <AppLink to="/notifications" onClick={() => close()}>
              View all
            </AppLink>
          </div>
        </div>
      )}
    </div>
  );
}
