import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import type { NotificationDto, NotificationFilter } from '@flock/shared';
import {
  deleteNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  useNotifications,
  useUnreadNotificationCount,
} from '../../data/notifications';
import { BulkBar } from './BulkBar';
import { DesktopNotificationsPrompt } from './DesktopNotificationsPrompt';
import { FilterChips } from './FilterChips';
import { NotificationList } from './NotificationList';
import './notifications.css';

const logFailure = (action: string) => (error: unknown) => console.warn(`Could not ${action}`, error);

/**
 * Spec 000 "Notifications": filter chips, Select All / Deselect All, Mark as Read and Delete for the
 * chosen ones, Mark All Read, Load More. The list is the device's copy (there offline too); every
 * action changes it at once and is sent through the outbox.
 */
export default function NotificationsSection() {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const list = useNotifications(filter);
  const unreadCount = useUnreadNotificationCount();
  const items = list.items ?? [];
  const shown = new Set(items.map((n) => n.id));
  const selected = new Set([...chosen].filter((id) => shown.has(id)));
  const anyUnread = unreadCount > 0 || items.some((n) => !n.isRead);

  const choose = (next: Set<string>) => setChosen(next);
  const select = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    choose(next);
  };
  const markRead = (ids: string[]) =>
    void markNotificationsRead(ids).catch(logFailure('mark notifications read'));
  const remove = (ids: string[]) => void deleteNotifications(ids).catch(logFailure('delete notifications'));

  const open = (notification: NotificationDto) => markRead([notification.id]);
  const changeFilter = (next: NotificationFilter) => {
    setFilter(next);
    choose(new Set());
  };

  return (
    <section className="section notifications-page" aria-labelledby="section-title">
      <div className="notifications-heading">
        <h1 id="section-title" className="section-title">
          Notifications
        </h1>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={!anyUnread}
          onClick={() => void markAllNotificationsRead().catch(logFailure('mark all notifications read'))}
        >
          <CheckCheck size={16} aria-hidden="true" />
          Mark All Read
        </button>
      </div>
      <DesktopNotificationsPrompt />
      <FilterChips value={filter} onChange={changeFilter} />
      {items.length > 0 && (
        <BulkBar
          total={items.length}
          selected={selected.size}
          onSelectAll={() => choose(new Set(shown))}
          onDeselectAll={() => choose(new Set())}
          onMarkRead={() => markRead([...selected])}
          onDelete={() => {
            remove([...selected]);
            choose(new Set());
          }}
        />
      )}
      <NotificationList
        list={list}
        filter={filter}
        selected={selected}
        onSelect={select}
        onOpen={open}
        onMarkRead={(n) => markRead([n.id])}
        onDelete={(n) => remove([n.id])}
      />
    </section>
  );
}
