import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Bell, BellOff } from 'lucide-react';
import { BADGE_LIMITS, type NotificationDto } from '@flock/shared';
import {
  markAllNotificationsRead,
  markNotificationsRead,
  useLatestNotifications,
} from '../../data/notifications';
import { useDisclosure } from '../../hooks/useDisclosure';
import { NotificationAnnouncer } from '../notifications/NotificationAnnouncer';
import { NotificationItem } from '../notifications/NotificationItem';
import '../notifications/notifications.css';
import { CountBadge } from './CountBadge';

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
  const latest = useLatestNotifications();

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
          {latest && latest.length > 0 ? (
            <ul className="notification-list is-compact" aria-labelledby={headingId}>
              {latest.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={openOne} />
              ))}
            </ul>
          ) : (
            <div className="popover-empty">
              <BellOff size={28} aria-hidden="true" />
              <p className="popover-empty-title">No notifications yet</p>
              <p className="muted">Likes, comments and new followers will show up here.</p>
            </div>
          )}
          <div className="popover-footer">
            <Link to="/notifications" onClick={() => close()}>
              View all
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
