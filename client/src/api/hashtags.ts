import type { HashtagDto, PostPageDto } from '@flock/shared';
import { HASHTAG_POSTS_PAGE_SIZE } from '@flock/shared';
import { request } from './http';

const tagPath = (tag: string) => `/hashtags/${encodeURIComponent(tag)}`;

export const hashtagPaths = {
  follow: (tag: string) => `${tagPath(tag)}/follow`,
};

/** Hashtag pages; following goes through the outbox (data/hashtags.ts). */
export const hashtagsApi = {
  get: (tag: string) => request<{ hashtag: HashtagDto }>(tagPath(tag)),
  posts: (tag: string, { before }: { before?: string | null } = {}) => {
    const params = new URLSearchParams({ limit: String(HASHTAG_POSTS_PAGE_SIZE) });
    if (before) params.set('before', before);
    return request<PostPageDto>(`${tagPath(tag)}/posts?${params.toString()}`);
  },
};
