import { FEED_PAGE_SIZE, type FeedPageDto, type PostDto, type PostPageDto } from '@flock/shared';
import { request } from './http';

/** Reads of posts. Writes go through the outbox (src/data, src/sync); their paths are here. */

export interface PostPageQuery {
  limit?: number;
  before?: string | null;
  page?: number;
  /** Home feed: the cursor of the newest item the device holds; the answer tells the gap above it. */
  since?: string | null;
}

function pageQuery({ limit = FEED_PAGE_SIZE, before, page, since }: PostPageQuery): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (before) params.set('before', before);
  if (since) params.set('since', since);
  if (page) params.set('page', String(page));
  return params.toString();
}

const id = (value: string) => encodeURIComponent(value);

export const postsApi = {
  feed: (query: PostPageQuery = {}) => request<FeedPageDto>(`/posts?${pageQuery(query)}`),
  byUser: (userId: string, query: PostPageQuery = {}) =>
    request<PostPageDto>(`/posts/user/${id(userId)}?${pageQuery(query)}`),
  search: (q: string, page: number, limit = FEED_PAGE_SIZE, signal?: AbortSignal) =>
    request<PostPageDto>(`/posts/search?q=${encodeURIComponent(q)}&page=${page}&limit=${limit}`, { signal }),
  get: (postId: string) => request<{ post: PostDto }>(`/posts/${id(postId)}`),
  /** The parts of a thread the member may see, in order; `threadId` is its first part's id. */
  thread: (threadId: string) => request<{ posts: PostDto[] }>(`/threads/${id(threadId)}`),
};

export const postPaths = {
  create: '/posts',
  thread: '/threads',
  one: (postId: string) => `/posts/${id(postId)}`,
  like: (postId: string) => `/posts/${id(postId)}/like`,
  repost: (postId: string) => `/posts/${id(postId)}/retweet`,
  vote: (pollId: string) => `/polls/${id(pollId)}/vote`,
};
