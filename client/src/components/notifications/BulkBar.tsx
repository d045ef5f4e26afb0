import { CheckCheck, Trash2 } from 'lucide-react';

interface BulkBarProps {
  total: number;
  selected: number;
  onSelectAll(): void;
  onDeselectAll(): void;
  onMarkRead(): void;
  onDelete(): void;
}

/** Select All / Deselect All and what can be done to the chosen notifications. */
export function BulkBar({ total, selected, onSelectAll, onDeselectAll, onMarkRead, onDelete }: BulkBarProps) {
  const allChosen = total > 0 && selected === total;
  const none = selected === 0;
  return (
    <div className="notification-bulk-bar" role="group" aria-label="Selected notifications">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={allChosen ? onDeselectAll : onSelectAll}
        disabled={total === 0}
      >
        {allChosen ? 'Deselect All' : 'Select All'}
      </button>
      <span className="notification-bulk-count muted" role="status">
        {none ? '' : `${selected} selected`}
      </span>
      <span className="notification-bulk-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onMarkRead} disabled={none}>
          <CheckCheck size={16} aria-hidden="true" />
          Mark as Read
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm notification-bulk-delete"
          onClick={onDelete}
          disabled={none}
        >
          <Trash2 size={16} aria-hidden="true" />
          Delete
        </button>
      </span>
    </div>
  );
}
