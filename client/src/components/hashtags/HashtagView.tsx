import { useEffect } from 'react';
import { Hash, TrendingUp } from 'lucide-react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '@flock/shared';
import { toggleHashtagFollow, useHashtag, useHashtagFeed } from '../../data/hashtags';
import { PostSkeletons } from '../feed/PostSkeleton';
import { PostCard } from '../posts/PostCard';
import { Alert } from '../ui/Alert';
import './hashtags.css';

const counted = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
const warn = (error: unknown) => console.warn('Could not follow the hashtag', error);

/** Spec 001 "Hashtag page": the header with counts, trending rank and Follow, then the posts, endlessly. */
export function HashtagView({ tag }: { tag: string }) {
  const { hashtag, error, retry } = useHashtag(tag);
  const feed = useHashtagFeed(tag);
  const name = hashtag?.name ?? tag;
  const { items, status, hasMore, loadMore } = feed;

  // More posts load once the page is scrolled within 100 px of its bottom (one page at a time).
  useEffect(() => {
    if (!hasMore || status !== 'idle') return;
    let asked = false;
    const check = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (!asked && bottom >= document.documentElement.scrollHeight - INFINITE_SCROLL_THRESHOLD_PX) {
        asked = true;
        void loadMore();
      }
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasMore, loadMore, status, items?.length]);

  return (
    <section className="section hashtag-page" aria-labelledby="section-title">
      <header className="card hashtag-header">
        <div className="hashtag-title-row">
          <h1 id="section-title" className="section-title">
            #{name}
          </h1>
          {hashtag?.isTrending && hashtag.trendingRank !== null && (
            <span className="hashtag-trending">
              <TrendingUp size={14} aria-hidden="true" />
              Trending #{hashtag.trendingRank}
            </span>
          )}
        </div>
        <div className="hashtag-meta">
          <span>
            <strong>{(hashtag?.postCount ?? 0).toLocaleString()}</strong>{' '}
            {hashtag?.postCount === 1 ? 'post' : 'posts'}
          </span>
          <span>
            <strong>{(hashtag?.followerCount ?? 0).toLocaleString()}</strong>{' '}
            {hashtag?.followerCount === 1 ? 'follower' : 'followers'}
          </span>
          <button
            type="button"
            className={`btn btn-sm ${hashtag?.isFollowing ? 'btn-secondary' : 'btn-primary'}`}
            aria-pressed={hashtag?.isFollowing ?? false}
            aria-label={hashtag?.isFollowing ? `Following #${name}` : `Follow #${name}`}
            onClick={() => void toggleHashtagFollow(name).catch(warn)}
          >
            {hashtag?.isFollowing ? 'Following' : 'Follow'}
          </button>
        </div>
        {hashtag && (
          <p className="visually-hidden" aria-live="polite">
            {counted(hashtag.postCount, 'post', 'posts')},{' '}
            {counted(hashtag.followerCount, 'follower', 'followers')}
          </p>
        )}
      </header>
      {error && !hashtag && (
        <Alert tone="error">
          {error}{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={retry}>
            Retry
          </button>
        </Alert>
      )}
      {items === undefined || (items.length === 0 && status === 'loading') ? (
        <PostSkeletons />
      ) : items.length === 0 && status === 'error' ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">Failed to load posts</p>
          <button type="button" className="btn btn-primary" onClick={() => void feed.refresh()}>
            Retry
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <Hash size={28} />
          </span>
          <p className="empty-state-title">No posts yet with #{name}</p>
        </div>
      ) : (
        <div className="hashtag-posts">
          {items.map((item) => (
            <PostCard key={item.post.id} post={item.post} />
          ))}
          {hasMore ? (
            status === 'error' ? (
              <div className="feed-inline-error" role="alert">
                <span>Failed to load posts</span>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => void loadMore()}>
                  Retry
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-secondary load-more"
                aria-disabled={status === 'loading' || undefined}
                onClick={() => void loadMore()}
              >
                {status === 'loading' ? 'Loading...' : 'Load more posts'}
              </button>
            )
          ) : (
            <p className="hashtag-end muted" role="status">
              No more posts to load
            </p>
          )}
        </div>
      )}
    </section>
  );
}
