import { BellOff } from 'lucide-react';
import type { NotificationDto, NotificationFilter } from '@flock/shared';
import type { PagedList } from '../../data/types';
import { LoadMoreButton } from '../feed/LoadMoreButton';
import { Spinner } from '../ui/LoadingScreen';
import { NotificationItem } from './NotificationItem';

const EMPTY: Record<NotificationFilter, { title: string; line: string }> = {
  all: { title: 'No notifications yet', line: 'Likes, comments and new followers will show up here.' },
  unread: { title: "You're all caught up", line: 'There are no unread notifications.' },
  like: { title: 'No likes yet', line: 'When someone likes your posts or comments, it shows up here.' },
  comment: { title: 'No comments yet', line: 'Comments on your posts and replies to you show up here.' },
  follow: { title: 'No new followers yet', line: 'When someone follows you, it shows up here.' },
  retweet: { title: 'No reposts yet', line: 'Reposts and quotes of your posts show up here.' },
  mention: { title: 'No mentions yet', line: 'When someone mentions you with @, it shows up here.' },
};

interface NotificationListProps {
  list: PagedList<NotificationDto>;
  filter: NotificationFilter;
  selected: ReadonlySet<string>;
  onSelect(id: string, selected: boolean): void;
  onOpen(notification: NotificationDto): void;
  onMarkRead(notification: NotificationDto): void;
  onDelete(notification: NotificationDto): void;
}

/** The page's list for one chip: items, its empty and error states, and Load More. */
export function NotificationList({
  list,
  filter,
  selected,
  onSelect,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationListProps) {
  const { items, status, error, hasMore } = list;
  if (items === undefined || (items.length === 0 && status === 'loading')) {
    return (
      <div className="section-loading" role="status" aria-label="Loading notifications">
        <Spinner />
      </div>
    );
  }
  if (items.length === 0 && error) {
    return (
      <div className="card empty-state">
        <p className="empty-state-title">Failed to load notifications</p>
        <p className="empty-state-text">{error}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refresh()}>
          Retry
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    const empty = EMPTY[filter];
    return (
      <div className="card empty-state">
        <span className="empty-state-icon" aria-hidden="true">
          <BellOff size={28} />
        </span>
        <p className="empty-state-title">{empty.title}</p>
        <p className="empty-state-text">{empty.line}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="notification-list card" aria-label="Notifications">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={onOpen}
            onMarkRead={onMarkRead}
            onDelete={onDelete}
            selection={{
              selected: selected.has(notification.id),
              onChange: (on) => onSelect(notification.id, on),
            }}
          />
        ))}
      </ul>
      {error && (
        <p className="notification-inline-error" role="alert">
          {error}
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void list.refresh()}>
            Retry
          </button>
        </p>
      )}
      {hasMore && !error && (
        <LoadMoreButton loading={status === 'loading'} onClick={() => void list.loadMore()} />
      )}
    </>
  );
}
