import type { BookmarkFolderDto } from '@flock/shared';
import type { BookmarkFolder } from '../models/BookmarkFolder.js';

export function presentFolder(folder: BookmarkFolder, bookmarkCount: number): BookmarkFolderDto {
  return {
    id: folder.id,
    _id: folder.id,
    name: folder.name,
    description: folder.description ?? null,
    isPrivate: folder.isPrivate,
    bookmarkCount,
    ownerId: folder.userId,
    createdAt: folder.createdAt.toISOString(),
    updatedAt: folder.updatedAt.toISOString(),
  };
}
