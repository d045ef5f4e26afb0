import { BellOff } from 'lucide-react';
import type { NotificationDto } from '@flock/shared';
import { useLatestNotifications } from '../../data/notifications';
import { NotificationItem } from './NotificationItem';
import { NotificationsLoading } from './NotificationsLoading';

interface LatestNotificationsProps {
  /** The dropdown's heading, which names the list. */
  headingId: string;
  onOpen(notification: NotificationDto): void;
}

/** The header bell's dropdown list: the newest notifications on the device, or its empty state. */
export default function LatestNotifications({ headingId, onOpen }: LatestNotificationsProps) {
  const latest = useLatestNotifications();
  if (latest === undefined) return <NotificationsLoading />;
  if (latest.length === 0) {
    return (
      <div className="popover-empty">
        <BellOff size={28} aria-hidden="true" />
        <p className="popover-empty-title">No notifications yet</p>
        <p className="muted">Likes, comments and new followers will show up here.</p>
      </div>
    );
  }
  return (
    <ul className="notification-list is-compact" aria-labelledby={headingId}>
      {latest.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </ul>
  );
}
