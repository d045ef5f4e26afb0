import { useEffect, useState } from 'react';
import { SEARCH, type PostDto } from '@flock/shared';
import { searchPosts } from '../../data/feed';
import { useDebouncedQuery } from '../../hooks/useDebouncedQuery';

interface Answer {
  query: string;
  posts: PostDto[];
  page: number;
  hasMore: boolean;
  failed: boolean;
}

export interface FeedSearchState {
  /** The query is long enough: the results replace the feed. */
  active: boolean;
  /** The query the results answer (it may lag behind what is typed). */
  searchedQuery: string;
  /** Still waiting for the debounce or the server. */
  searching: boolean;
  posts: PostDto[];
  hasMore: boolean;
  failed: boolean;
  loadingMore: boolean;
  loadMore(): Promise<void>;
  /** Runs the current search again after a failure. */
  retry(): void;
}

/** Post search for the feed box: 500 ms debounce, at least 2 characters, later pages on demand. */
export function useFeedSearch(query: string): FeedSearchState {
  const { trimmed, active, query: debounced } = useDebouncedQuery(query, SEARCH.feedDebounceMs);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!debounced) return;
    let current = true;
    searchPosts(debounced, 1)
      .then(({ posts, hasMore }) => {
        if (current) setAnswer({ query: debounced, posts, page: 1, hasMore, failed: false });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn('Post search failed', error);
        setAnswer({ query: debounced, posts: [], page: 1, hasMore: false, failed: true });
      });
    return () => {
      current = false;
    };
  }, [debounced, attempt]);

  const loadMore = async () => {
    if (!answer || loadingMore || !answer.hasMore) return;
    setLoadingMore(true);
    try {
      const next = await searchPosts(answer.query, answer.page + 1);
      setAnswer((a) =>
        a && a.query === answer.query
          ? {
              ...a,
              posts: [...a.posts, ...next.posts.filter((p) => !a.posts.some((q) => q.id === p.id))],
              page: a.page + 1,
              hasMore: next.hasMore,
            }
          : a,
      );
    } catch (error) {
      console.warn('Post search failed', error);
      setAnswer((a) => (a && a.query === answer.query ? { ...a, failed: true } : a));
    } finally {
      setLoadingMore(false);
    }
  };

  const retry = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };

  // The previous answer stays on screen while the next one is on its way.
  const shown = active ? answer : null;
  return {
    active,
    searchedQuery: shown?.query ?? '',
    searching: active && shown?.query !== trimmed,
    posts: shown?.posts ?? [],
    hasMore: shown?.hasMore ?? false,
    failed: shown?.failed ?? false,
    loadingMore,
    loadMore,
    retry,
  };
}
