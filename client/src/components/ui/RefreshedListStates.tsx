import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { RefreshedList } from '../../data/useRefreshedList';
import { Spinner } from './LoadingScreen';

interface RefreshedListStatesProps {
  list: RefreshedList<unknown>;
  /** How many the filter shows (the empty state shows when none). */
  shownCount: number;
  /** 'drafts', 'scheduled posts': in 'Loading …' and 'Failed to load …'. */
  noun: string;
  empty: { icon: LucideIcon; title: string; text: string };
  children: ReactNode;
}

/**
 * The states of a list shown from the device and refreshed from the server: loading, failed (with
 * Retry, inline when the device has some to show), empty, or the list itself.
 */
export function RefreshedListStates({ list, shownCount, noun, empty, children }: RefreshedListStatesProps) {
  const { items, status, error, refresh } = list;
  const failed = `Failed to load ${noun}`;
  const Icon = empty.icon;
  return (
    <>
      {status === 'error' && items && items.length > 0 && (
        <div className="feed-inline-error" role="alert">
          <span>{error ?? failed}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={refresh}>
            Retry
          </button>
        </div>
      )}
      {items === undefined || (items.length === 0 && status === 'loading') ? (
        <div className="section-loading">
          <Spinner label={`Loading ${noun}`} />
        </div>
      ) : items.length === 0 && status === 'error' ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">{failed}</p>
          <button type="button" className="btn btn-primary" onClick={refresh}>
            Retry
          </button>
        </div>
      ) : shownCount === 0 ? (
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <Icon size={28} />
          </span>
          <p className="empty-state-title">{empty.title}</p>
          <p className="empty-state-text">{empty.text}</p>
        </div>
      ) : (
        children
      )}
    </>
  );
}
