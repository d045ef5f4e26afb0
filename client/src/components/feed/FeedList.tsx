import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Newspaper, RefreshCw } from 'lucide-react';
import { FEED_AD_EVERY } from '@flock/shared';
import { groupThreads, type FeedEntry } from '../../data/threadGroups';
import type { FeedItem, PagedList } from '../../data/types';
import { PostCard } from '../posts/PostCard';
import { ThreadCard } from '../posts/ThreadCard';
import type { FeedGapView } from '../../data/useFeedGaps';
import { FeedGapMarker } from './FeedGapMarker';
import { feedGapPlaces } from './feedGapPlaces';
import { LoadMoreButton } from './LoadMoreButton';
import { PostSkeletons } from './PostSkeleton';
import { PromotedSlot, type PromotedAd } from './PromotedSlot';
import { useRevealedCount } from './useRevealedCount';
import './feed.css';

interface FeedListProps {
  feed: PagedList<FeedItem>;
  /** The card to mark for a moment (a notification's post). */
  highlightId?: string | null;
  /** Ads for the promoted slots, in order; a slot without one stays empty. */
  ads?: readonly (PromotedAd | null)[];
  emptyTitle?: string;
  emptyText?: string;
  /** Shown left of the Refresh button (e.g. the list's heading). */
  heading?: ReactNode;
  /** Posts skipped between pages (home feed), each marked under the card it follows. */
  gaps?: { list: readonly FeedGapView[]; fill(id: string): void };
  /** Draw every card at once, not a screenful first (useRevealedCount). */
  revealAll?: boolean;
}

export const postElementId = (postId: string) => `post-${postId}`;

/**
 * A list of post cards from the data layer: a Refresh button, skeletons on the first load, "Failed to
 * load posts" with Retry, the empty state, a promoted slot after every fifth post and "Load More".
 * The parts of a thread in the list make one card.
 */
export function FeedList({
  feed,
  highlightId = null,
  ads = [],
  emptyTitle = 'No posts yet',
  emptyText = 'Be the first to share something!',
  heading = null,
  gaps,
  revealAll = false,
}: FeedListProps) {
  const { items, status, hasMore } = feed;
  const [lastAction, setLastAction] = useState<'refresh' | 'loadMore'>('refresh');
  const [refreshing, setRefreshing] = useState(false);
  const focusFrom = useRef<number | null>(null);
  const entries = useMemo(() => (items ? groupThreads(items) : []), [items]);
  const gapPlaces = useMemo(() => feedGapPlaces(entries, gaps?.list ?? []), [entries, gaps?.list]);
  // Load More's page is drawn whole: focus moves to its first card, which must exist.
  const revealed = useRevealedCount(entries.length, revealAll || lastAction === 'loadMore');

  // When the last page arrives the button goes away: focus moves to the first post it brought.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || hasMore || !items) return;
    focusFrom.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target = items[Math.min(from, items.length - 1)];
    if (target) document.getElementById(postElementId(target.post.id))?.focus({ preventScroll: true });
  }, [items, hasMore]);

  const refresh = async () => {
    if (refreshing) return;
    setLastAction('refresh');
    focusFrom.current = null;
    setRefreshing(true);
    try {
      await feed.refresh();
    } finally {
      setRefreshing(false);
    }
  };
  const loadMore = () => {
    setLastAction('loadMore');
    focusFrom.current = items?.length ?? 0;
    void feed.loadMore();
  };

  return (
    <div className="feed-list">
      <div className="feed-header">
        {heading}
        <button
          type="button"
          className={`btn btn-ghost btn-sm feed-refresh${refreshing ? ' is-busy' : ''}`}
          aria-disabled={refreshing || undefined}
          onClick={() => void refresh()}
        >
          <RefreshCw size={16} aria-hidden="true" />
          Refresh
        </button>
      </div>
      {items === undefined || (items.length === 0 && status === 'loading') ? (
        <PostSkeletons />
      ) : items.length === 0 && status === 'error' ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">Failed to load posts</p>
          {feed.error && feed.error !== 'Failed to load posts' && (
            <p className="empty-state-text">{feed.error}</p>
          )}
          <button type="button" className="btn btn-primary" onClick={() => void refresh()}>
            Retry
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <Newspaper size={28} />
          </span>
          <p className="empty-state-title">{emptyTitle}</p>
          <p className="empty-state-text">{emptyText}</p>
        </div>
      ) : (
        <>
          {status === 'error' && lastAction === 'refresh' && <InlineError onRetry={() => void refresh()} />}
          {withAdSlots(entries, revealed).map(({ entry, slots }) => (
            <Fragment key={entry.key}>
              <EntryCard entry={entry} highlightId={highlightId} />
              {gapPlaces.get(entry.key)?.map((gap) => (
                <FeedGapMarker key={gap.id} gap={gap} onFill={(id) => gaps?.fill(id)} />
              ))}
              {slots.map((slot) => (
                <PromotedSlot key={`ad-${slot}`} ad={ads[slot]} />
              ))}
            </Fragment>
          ))}
          {status === 'error' && lastAction === 'loadMore' && <InlineError onRetry={loadMore} />}
          {hasMore && <LoadMoreButton loading={status === 'loading'} onClick={loadMore} />}
        </>
      )}
    </div>
  );
}

function EntryCard({ entry, highlightId }: { entry: FeedEntry; highlightId: string | null }) {
  if (entry.kind === 'post') {
    const { post, retweetedBy, followedHashtag } = entry.item;
    return (
      <PostCard
        id={postElementId(post.id)}
        post={post}
        retweetedBy={retweetedBy}
        followedHashtag={followedHashtag}
        highlighted={post.id === highlightId}
      />
    );
  }
  return (
    <ThreadCard
      parts={entry.parts.map((part) => part.post)}
      retweetedBy={entry.retweetedBy}
      partId={postElementId}
      highlightId={highlightId}
      showThreadOf={entry.complete ? null : entry.threadId}
    />
  );
}

/** The first `count` cards, each with the promoted slots after it: one each time the posts shown so far pass a multiple of five. */
function withAdSlots(
  entries: readonly FeedEntry[],
  count: number,
): Array<{ entry: FeedEntry; slots: number[] }> {
  let posts = 0;
  return entries.slice(0, count).map((entry) => {
    const before = posts;
    posts += entry.kind === 'post' ? 1 : entry.parts.length;
    const slots: number[] = [];
    for (let slot = Math.floor(before / FEED_AD_EVERY); slot < Math.floor(posts / FEED_AD_EVERY); slot++) {
      slots.push(slot);
    }
    return { entry, slots };
  });
}

function InlineError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="feed-inline-error" role="alert">
      <span>Failed to load posts</span>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
