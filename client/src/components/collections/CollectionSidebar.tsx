import type { ReactNode } from 'react';
import { Globe, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { PendingMarker } from '../sync/PendingMarker';
import { AppLink } from '../ui/AppLink';
import './collections.css';

export interface SidebarEntry {
  id: string | null;
  name: string;
  /** Shown under the name: "3 bookmarks", "4 members". */
  count: string;
  isPrivate?: boolean;
  to: string;
  onEdit?(): void;
  onDelete?(): void;
}

interface CollectionSidebarProps {
  title: string;
  createLabel: string;
  onCreate(): void;
  entries: SidebarEntry[];
  currentId: string | null;
  /** What shows instead of the list when there is nothing in it. */
  empty?: ReactNode;
  label: string;
}

/**
 * The sidebar of the Bookmarks and Lists screens: a heading with a create button, then each
 * collection as a link with its count and privacy, edit and delete beside it.
 */
export function CollectionSidebar({
  title,
  createLabel,
  onCreate,
  entries,
  currentId,
  empty,
  label,
}: CollectionSidebarProps) {
  return (
    <nav className="card collection-sidebar" aria-label={label}>
      <div className="collection-sidebar-head">
        <h1 id="section-title">{title}</h1>
        <button
          type="button"
          className="icon-btn"
          onClick={onCreate}
          aria-label={createLabel}
          title={createLabel}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
      </div>
      {entries.length === 0 && empty}
      {entries.length > 0 && (
        <ul className="collection-items">
          {entries.map((entry) => {
            const current = entry.id === currentId;
            return (
              <li key={entry.id ?? 'all'} className={`collection-item${current ? ' is-current' : ''}`}>
                <AppLink
                  className="collection-link"
                  to={entry.to}
                  aria-current={current ? 'page' : undefined}
                >
                  <span className="collection-name">{entry.name}</span>
                  {(entry.count || entry.isPrivate !== undefined) && (
                    <span className="collection-meta">
                      {entry.isPrivate !== undefined &&
                        (entry.isPrivate ? (
                          <Lock size={12} aria-hidden="true" />
                        ) : (
                          <Globe size={12} aria-hidden="true" />
                        ))}
                      {entry.isPrivate !== undefined && <span>{entry.isPrivate ? 'Private' : 'Public'}</span>}
                      {entry.count && <span aria-hidden="true">·</span>}
                      {entry.count && <span>{entry.count}</span>}
                    </span>
                  )}
                  {entry.id && <PendingMarker entityId={entry.id} />}
                </AppLink>
                {(entry.onEdit || entry.onDelete) && (
                  <span className="collection-tools">
                    {entry.onEdit && (
                      <button
                        type="button"
                        className="icon-btn"
                        onClick={entry.onEdit}
                        aria-label={`Edit ${entry.name}`}
                        title="Edit"
                      >
                        <Pencil size={16} aria-hidden="true" />
                      </button>
                    )}
                    {entry.onDelete && (
                      <button
                        type="button"
                        className="icon-btn"
                        onClick={entry.onDelete}
                        aria-label={`Delete ${entry.name}`}
                        title="Delete"
                      >
                        <Trash2 size={16} aria-hidden="true" />
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
