import { useState } from 'react';
import { SEARCH, type PostDto } from '@flock/shared';
import { searchPosts } from '../../data/feed';
import { useTypeahead } from '../../hooks/useTypeahead';
import { createAnswerCache } from '../../streams/answerCache';
import { longEnough, type TypeaheadAnswer, type TypeaheadOptions } from '../../streams/typeahead';

interface PostPage {
  posts: PostDto[];
  hasMore: boolean;
}

/** The feed box's first pages go through the shared typeahead chain: 500 ms pause, 2 characters. */
const POST_SEARCH: TypeaheadOptions<PostPage> = {
  debounceMs: SEARCH.feedDebounceMs,
  cache: createAnswerCache(),
  // The hits are stored on the device as they arrive, so a search is not cut short.
  search: (query) => searchPosts(query, 1),
  onError: (error) => console.warn('Post search failed', error),
};

/** The pages after the first, for the answer they follow. */
interface LaterPages {
  after: TypeaheadAnswer<PostPage>;
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

/** Post search for the feed box: the first page through the typeahead chain, later pages on demand. */
export function useFeedSearch(query: string): FeedSearchState {
  const trimmed = query.trim();
  const active = longEnough(trimmed);
  const { answer, retry } = useTypeahead(query, POST_SEARCH);
  const [later, setLater] = useState<LaterPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  // The previous answer stays on screen while the next one is on its way.
  const shown = active ? answer : null;
  const more = shown && later?.after === shown ? later : null;
  const firstPage = shown?.ok ? shown.value : null;
  const posts = firstPage ? [...firstPage.posts, ...(more?.posts ?? [])] : [];
  const hasMore = more ? more.hasMore : (firstPage?.hasMore ?? false);

  const loadMore = async () => {
    if (!shown?.ok || loadingMore || !hasMore) return;
    const after = shown;
    const page = (more?.page ?? 1) + 1;
    const known = new Set(posts.map((post) => post.id));
    setLoadingMore(true);
    try {
      const next = await searchPosts(after.query, page);
      setLater((current) => ({
        after,
        posts: [
          ...(current?.after === after ? current.posts : []),
          ...next.posts.filter((post) => !known.has(post.id)),
        ],
        page,
        hasMore: next.hasMore,
        failed: false,
      }));
    } catch (error) {
      console.warn('Post search failed', error);
      setLater((current) =>
        current?.after === after
          ? { ...current, failed: true }
          : { after, posts: [], page: 1, hasMore: after.value.hasMore, failed: true },
      );
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    active,
    searchedQuery: shown?.query ?? '',
    searching: active && shown?.query !== trimmed,
    posts,
    hasMore,
    failed: shown?.ok === false || (more?.failed ?? false),
    loadingMore,
    loadMore,
    retry,
  };
}
