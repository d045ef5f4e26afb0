import { useRef, useState } from 'react';
import { useHomeFeed } from '../../data/feed';
import { FeedList } from './FeedList';
import { FeedSearch } from './FeedSearch';
import { FeedSearchResults } from './FeedSearchResults';
import { useFeedSearch } from './useFeedSearch';
import { usePostHighlight } from './usePostHighlight';
import './feed.css';

/** Home's feed: the post search box, then either the search results or the member's feed. */
export function HomeFeed() {
  const feed = useHomeFeed();
  const highlightId = usePostHighlight(feed);
  const [query, setQuery] = useState('');
  const search = useFeedSearch(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setQuery('');
    searchRef.current?.focus();
  };
  return (
    <section className="feed" aria-labelledby="feed-title">
      <h2 id="feed-title" className="visually-hidden">
        Feed
      </h2>
      <FeedSearch ref={searchRef} value={query} onChange={setQuery} />
      {search.active ? (
        <FeedSearchResults search={search} onClear={clear} />
      ) : (
        <FeedList
          feed={feed}
          highlightId={highlightId}
          heading={<h3 className="feed-heading">Latest posts</h3>}
        />
      )}
    </section>
  );
}
