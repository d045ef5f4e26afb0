import { VerifiedBadge } from '../premium/VerifiedBadge';
import {
  AtSign,
  Bell,
  Check,
  Heart,
  MessageCircle,
  Quote,
  Repeat2,
  Trash2,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationDto, NotificationType } from '@flock/shared';
import { relativeTime } from '../posts/relativeTime';
import { TimeLabel } from '../posts/TimeLabel';
import { useNow } from '../posts/useNow';
import { Avatar } from '../profile/Avatar';
import {
  actionText,
  actorName,
  notificationExcerpt,
  notificationRoute,
  notificationSentence,
} from './notificationText';
import { AppLink } from '../ui/AppLink';

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  like: Heart,
  comment: MessageCircle,
  follow: UserPlus,
  retweet: Repeat2,
  share: Quote,
  mention: AtSign,
  other: Bell,
};

interface NotificationItemProps {
  notification: NotificationDto;
  /** The link was followed: mark it read (and close whatever shows it). */
  onOpen(notification: NotificationDto): void;
  /** The full page adds a selection box and per-item actions; the dropdown shows the item alone. */
  selection?: { selected: boolean; onChange(selected: boolean): void };
  onMarkRead?(notification: NotificationDto): void;
  onDelete?(notification: NotificationDto): void;
}

/** One notification: who did what, about which text, when; unread ones stand out. */
export function NotificationItem({
  notification,
  onOpen,
  selection,
  onMarkRead,
  onDelete,
}: NotificationItemProps) {
  const now = useNow();
  const time = relativeTime(notification.createdAt, now);
  const excerpt = notificationExcerpt(notification);
  const Icon = TYPE_ICONS[notification.type] ?? Bell;
  const sentence = notificationSentence(notification);
  const unread = !notification.isRead;
  return (
    <li className={`notification-item type-${notification.type}${unread ? ' is-unread' : ''}`}>
      {selection && (
        <input
          type="checkbox"
          className="notification-select"
          checked={selection.selected}
          aria-label={`Select: ${sentence}`}
          onChange={(event) => selection.onChange(event.target.checked)}
        />
      )}
      <AppLink
        to={notificationRoute(notification)}
        className="notification-link"
        onClick={() => onOpen(notification)}
      >
        <span className="notification-avatar">
          <Avatar src={notification.from?.profilePicture} name={actorName(notification)} size={40} />
          <span className="notification-type-icon" aria-hidden="true">
            <Icon size={12} strokeWidth={2.75} />
          </span>
        </span>
        <span className="notification-body">
          <span className="notification-text">
            <strong className="notification-actor">{actorName(notification)}</strong>
            <VerifiedBadge member={notification.from} size={15} tone="yellow" /> {actionText(notification)}
          </span>
          {excerpt && <span className="notification-excerpt">{excerpt}</span>}
          <span className="notification-meta">
            <TimeLabel iso={notification.createdAt} time={time} />
            {unread && <span className="visually-hidden">, unread</span>}
          </span>
        </span>
        {unread && <span className="notification-unread-dot" aria-hidden="true" />}
      </AppLink>
      {(onMarkRead || onDelete) && (
        <span className="notification-actions">
          {onMarkRead && unread && (
            <button
              type="button"
              className="icon-btn notification-action"
              aria-label={`Mark as read: ${sentence}`}
              title="Mark as read"
              onClick={() => onMarkRead(notification)}
            >
              <Check size={18} aria-hidden="true" />
            </button>
          )}
          {onDelete && (
            <button
              type="button"
              className="icon-btn notification-action notification-action-danger"
              aria-label={`Delete: ${sentence}`}
              title="Delete"
              onClick={() => onDelete(notification)}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          )}
        </span>
      )}
    </li>
  );
}
