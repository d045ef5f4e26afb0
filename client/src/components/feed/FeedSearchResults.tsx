import { SearchX } from 'lucide-react';
import { Spinner } from '../ui/LoadingScreen';
import { LoadMoreButton } from './LoadMoreButton';
import { SearchResultCard } from './SearchResultCard';
import type { FeedSearchState } from './useFeedSearch';

interface FeedSearchResultsProps {
  search: FeedSearchState;
  onClear(): void;
}

/** What replaces the feed while a search is typed: matching posts, "No posts found" or "Search failed". */
export function FeedSearchResults({ search, onClear }: FeedSearchResultsProps) {
  const { posts, searching, searchedQuery, failed } = search;
  const waiting = searching && posts.length === 0;
  const announcement = waiting
    ? ''
    : failed
      ? 'Search failed'
      : posts.length === 0
        ? 'No posts found'
        : `${posts.length} ${posts.length === 1 ? 'post' : 'posts'} found`;
  return (
    <div className="feed-list" aria-busy={searching || undefined}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="feed-header">
        <h3 className="feed-heading">
          {waiting || !searchedQuery ? 'Searching...' : `Results for “${searchedQuery}”`}
        </h3>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
          Back to feed
        </button>
      </div>
      {waiting ? (
        <div className="feed-search-waiting">
          <Spinner label="Searching posts" />
        </div>
      ) : failed && posts.length === 0 ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">Search failed</p>
          <button type="button" className="btn btn-primary" onClick={search.retry}>
            Try again
          </button>
        </div>
      ) : posts.length === 0 ? (
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <SearchX size={28} />
          </span>
          <p className="empty-state-title">No posts found</p>
          <p className="empty-state-text">Try other words, a #hashtag or an @name.</p>
        </div>
      ) : (
        <>
          {posts.map((post) => (
            <SearchResultCard key={post.id} post={post} />
          ))}
          {failed && (
            <p className="feed-inline-error" role="alert">
              Search failed
            </p>
          )}
          {search.hasMore && (
            <LoadMoreButton loading={search.loadingMore} onClick={() => void search.loadMore()} />
          )}
        </>
      )}
    </div>
  );
}
