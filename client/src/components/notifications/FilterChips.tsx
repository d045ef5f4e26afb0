import type { NotificationFilter } from '@flock/shared';

/** Spec 000 "Notifications": the chips, in order (Mentions is ours; the server files mentions apart). */
export const FILTER_CHIPS: readonly { filter: NotificationFilter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'unread', label: 'Unread' },
  { filter: 'like', label: 'Likes' },
  { filter: 'comment', label: 'Comments' },
  { filter: 'follow', label: 'Follows' },
  { filter: 'retweet', label: 'Reposts' },
  { filter: 'mention', label: 'Mentions' },
];

interface FilterChipsProps {
  value: NotificationFilter;
  onChange(filter: NotificationFilter): void;
}

/** One chip is on at a time; each is a toggle button. */
export function FilterChips({ value, onChange }: FilterChipsProps) {
  return (
    <div className="notification-chips" role="group" aria-label="Filter notifications">
      {FILTER_CHIPS.map(({ filter, label }) => (
        <button
          key={filter}
          type="button"
          className="notification-chip"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
