import { CloudOff, SearchX, UserSearch } from 'lucide-react';
import type { ExploreFilter } from '@flock/shared';
import type { ExploreView } from '../../data/explore';
import { useOnline } from '../../sync/status';
import { LoadMoreButton } from '../feed/LoadMoreButton';
import { UserCard, UserCardSkeletons } from './UserCard';
import '../feed/feed.css';
import './explore.css';
import './people.css';

interface ExploreResultsProps {
  explore: ExploreView;
  filter: ExploreFilter;
  /** The search the results are for ('' for none). */
  query: string;
  onClearSearch(): void;
}

const NO_SEARCH_TEXT: Record<ExploreFilter, string> = {
  all: 'Nobody else is here yet. Search by name or email to find people you know.',
  following: 'You are not following anyone yet. Search for people to follow.',
  not_following: 'You already follow everyone here. Search by name or email to find more people.',
};

/** The user cards of Explore with their loading, error and empty states, and Load More. */
export function ExploreResults({ explore, filter, query, onClearSearch }: ExploreResultsProps) {
  const { users, status, error, hasMore } = explore;
  const online = useOnline();

  if (users === undefined && status === 'error' && !online) {
    return (
      <div className="card empty-state" role="status">
        <span className="empty-state-icon" aria-hidden="true">
          <CloudOff size={28} />
        </span>
        <p className="empty-state-title">You are offline</p>
        <p className="empty-state-text">
          Explore needs a connection and will load when you are back online. Profiles you have already seen
          still open.
        </p>
      </div>
    );
  }
  if (users === undefined && status === 'error') {
    return (
      <div className="card empty-state" role="alert">
        <p className="empty-state-title">Failed to fetch users</p>
        {error && error !== 'Failed to fetch users' && <p className="empty-state-text">{error}</p>}
        <button type="button" className="btn btn-primary" onClick={explore.retry}>
          Retry
        </button>
      </div>
    );
  }
  if (users === undefined || (users.length === 0 && explore.searching))
    return <UserCardSkeletons count={4} />;
  if (users.length === 0) {
    return query ? (
      <div className="card empty-state" role="status">
        <span className="empty-state-icon" aria-hidden="true">
          <SearchX size={28} />
        </span>
        <p className="empty-state-title">No Users Found</p>
        <p className="empty-state-text">Nobody matches “{query}”. Try another name or email.</p>
        <button type="button" className="btn btn-secondary" onClick={onClearSearch}>
          Clear search
        </button>
      </div>
    ) : (
      <div className="card empty-state">
        <span className="empty-state-icon" aria-hidden="true">
          <UserSearch size={28} />
        </span>
        <p className="empty-state-title">Search for Users</p>
        <p className="empty-state-text">{NO_SEARCH_TEXT[filter]}</p>
      </div>
    );
  }
  return (
    <div
      className={`explore-results${explore.searching ? ' is-stale' : ''}`}
      aria-busy={explore.searching || undefined}
    >
      <ul className="user-grid" aria-label={query ? `Users matching ${query}` : 'Users'}>
        {users.map((member) => (
          <li key={member.id}>
            <UserCard member={member} />
          </li>
        ))}
      </ul>
      {status === 'error' && (
        <div className="feed-inline-error" role="alert">
          <span>{error ?? 'Failed to fetch users'}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={explore.retry}>
            Retry
          </button>
        </div>
      )}
      {hasMore && <LoadMoreButton loading={status === 'loading'} onClick={explore.loadMore} />}
    </div>
  );
}
