import type { BookmarkDto } from '@flock/shared';
import type { Bookmark } from '../models/Bookmark.js';

export function presentBookmark(bookmark: Bookmark): BookmarkDto {
  return {
    id: bookmark.id,
    _id: bookmark.id,
    postId: bookmark.postId,
    folderId: bookmark.folderId ?? null,
    createdAt: bookmark.createdAt.toISOString(),
  };
}
