import { memo, useMemo, useRef, useState } from 'react';
import { useHomeFeed } from '../../data/feed';
import { useHomeFeedGaps } from '../../data/useFeedGaps';
import { useFeedAds } from '../../data/feedAds';
import { forgetNewPosts, useNewPostIds } from '../../realtime/newPosts';
import { FeedList } from './FeedList';
import { FeedSearch } from './FeedSearch';
import { FeedSearchResults } from './FeedSearchResults';
import { NewPostsPill } from './NewPostsPill';
import { useFeedSearch } from './useFeedSearch';
import { usePostHighlight } from './usePostHighlight';
import { useRefreshOnReturn } from './useRefreshOnReturn';
import './feed.css';

/**
 * Home's feed: the post search box, then either the search results or the member's feed. Memoised:
 * Home draws again whenever the outbox changes (its post count), the feed need not.
 */
export const HomeFeed = memo(function HomeFeed() {
  const feed = useHomeFeed();
  const { gaps, fill } = useHomeFeedGaps();
  const gapList = useMemo(() => ({ list: gaps, fill }), [gaps, fill]);
  useRefreshOnReturn(feed.refresh);
  const ads = useFeedAds();
  const { highlightId, seeking } = usePostHighlight(feed);
  const [query, setQuery] = useState('');
  const search = useFeedSearch(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setQuery('');
    searchRef.current?.focus();
  };
  // Posts the live connection announced that the feed does not show yet.
  const signalled = useNewPostIds();
  const shown = new Set(feed.items?.map((item) => item.post.id));
  const waiting = signalled.filter((id) => !shown.has(id)).length;
  const sectionRef = useRef<HTMLElement>(null);
  const showNew = async () => {
    await feed.refresh();
    forgetNewPosts();
    const section = sectionRef.current;
    if (!section) return;
    // Back to the top of the feed (when scrolled past it), where the new posts now are.
    if (section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('article')?.focus({ preventScroll: true });
  };
  return (
    <section ref={sectionRef} className="feed" aria-labelledby="feed-title">
      <h2 id="feed-title" className="visually-hidden">
        Feed
      </h2>
      <FeedSearch ref={searchRef} value={query} onChange={setQuery} />
      {!search.active && <NewPostsPill count={waiting} onShow={() => void showNew()} />}
      {search.active ? (
        <FeedSearchResults search={search} onClear={clear} />
      ) : (
        <FeedList
          feed={feed}
          highlightId={highlightId}
          revealAll={seeking}
          ads={ads}
          heading={<h3 className="feed-heading">Latest posts</h3>}
          gaps={gapList}
        />
      )}
    </section>
  );
});
