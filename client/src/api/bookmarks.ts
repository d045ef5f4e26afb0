import type { BookmarkDto } from '@flock/shared';
import { request } from './http';

export const bookmarkPaths = {
  create: '/bookmarks',
  /** A bookmark's id, or the bookmarked post's id. */
  one: (bookmarkOrPostId: string) => `/bookmarks/${encodeURIComponent(bookmarkOrPostId)}`,
};

/** Direct calls, for screens that need the answer now; the data layer queues them instead. */
export const bookmarksApi = {
  create: (postId: string, id?: string) =>
    request<{ bookmark: BookmarkDto }>(bookmarkPaths.create, { method: 'POST', body: { id, postId } }),
  remove: (bookmarkOrPostId: string) =>
    request<unknown>(bookmarkPaths.one(bookmarkOrPostId), { method: 'DELETE' }),
};
