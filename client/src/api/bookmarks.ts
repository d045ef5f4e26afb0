import type {
  BookmarkDto,
  BookmarkFolderDto,
  BookmarkPageDto,
  FolderCreateInput,
  FolderUpdateInput,
} from '@flock/shared';
import { BOOKMARKS_PAGE_SIZE } from '@flock/shared';
import { request } from './http';

const id = (value: string) => encodeURIComponent(value);

export const bookmarkPaths = {
  create: '/bookmarks',
  /** A bookmark's id, or the bookmarked post's id. */
  one: (bookmarkOrPostId: string) => `/bookmarks/${id(bookmarkOrPostId)}`,
  byPost: (postId: string) => `/bookmarks/post/${id(postId)}`,
  folders: '/bookmarks/folders',
  folder: (folderId: string) => `/bookmarks/folders/${id(folderId)}`,
};

export interface BookmarkPageQuery {
  folderId?: string | null;
  before?: string | null;
  limit?: number;
}

/** Reads, and direct calls for screens that need the answer now; the data layer queues writes instead. */
export const bookmarksApi = {
  create: (postId: string, bookmarkId?: string, folderId?: string | null) =>
    request<{ bookmark: BookmarkDto }>(bookmarkPaths.create, {
      method: 'POST',
      body: { id: bookmarkId, postId, folderId },
    }),
  remove: (bookmarkOrPostId: string) =>
    request<unknown>(bookmarkPaths.one(bookmarkOrPostId), { method: 'DELETE' }),
  page: ({ folderId, before, limit = BOOKMARKS_PAGE_SIZE }: BookmarkPageQuery = {}) => {
    const params = new URLSearchParams({ limit: String(limit) });
    if (folderId) params.set('folder_id', folderId);
    if (before) params.set('before', before);
    return request<BookmarkPageDto>(`/bookmarks?${params.toString()}`);
  },
  folders: () => request<{ folders: BookmarkFolderDto[] }>(bookmarkPaths.folders),
  createFolder: (body: FolderCreateInput) =>
    request<{ folder: BookmarkFolderDto }>(bookmarkPaths.folders, { method: 'POST', body }),
  updateFolder: (folderId: string, body: FolderUpdateInput) =>
    request<{ folder: BookmarkFolderDto }>(bookmarkPaths.folder(folderId), { method: 'PUT', body }),
};
