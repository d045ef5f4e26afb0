import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Globe, Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import './collections.css';

export interface SidebarEntry {
  id: string | null;
  name: string;
  /** Shown after the name: "3" bookmarks, "4 members". */
  count: string;
  countLabel: string;
  isPrivate?: boolean;
  to: string;
  onEdit?(): void;
  onDelete?(): void;
  /** A change to it is still waiting to be sent. */
  pending?: boolean;
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
                <Link className="collection-link" to={entry.to} aria-current={current ? 'page' : undefined}>
                  <span className="collection-name">{entry.name}</span>
                  {entry.isPrivate !== undefined && (
                    <span className="collection-privacy" title={entry.isPrivate ? 'Private' : 'Public'}>
                      {entry.isPrivate ? (
                        <Lock size={14} aria-hidden="true" />
                      ) : (
                        <Globe size={14} aria-hidden="true" />
                      )}
                      <span className="visually-hidden">{entry.isPrivate ? 'Private' : 'Public'}</span>
                    </span>
                  )}
                  <span className="collection-count" aria-label={entry.countLabel}>
                    {entry.count}
                  </span>
                  {entry.pending && <span className="visually-hidden">Waiting to be sent</span>}
                </Link>
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
