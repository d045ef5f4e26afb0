import type { BookmarkFolderDto, HashtagDto, ListDto, UserSummaryDto } from '@flock/shared';

/** Rows of the member database for bookmark folders, lists and hashtag pages (memberDb.ts version 7). */

export interface FolderRecord extends BookmarkFolderDto {
  savedAt: number;
}

/** A bookmark: one per post; `folderId` null means in All Bookmarks only. */
export interface BookmarkRecord {
  id: string;
  postId: string;
  folderId: string | null;
  createdAt: string;
}

export interface ListRecord extends ListDto {
  savedAt: number;
}

export interface ListMemberRecord {
  listId: string;
  userId: string;
  member: UserSummaryDto;
  /** Keeps the members in the order they were added (the owner first). */
  position: number;
}

/** A hashtag page's header as last seen; `tag` is the lower-cased key. */
export interface HashtagRecord extends HashtagDto {
  tag: string;
  savedAt: number;
}

/** A folder the member made available offline: its posts and their media are fetched ahead and kept. */
export interface OfflinePackRecord {
  folderId: string;
  state: 'fetching' | 'ready' | 'failed';
  posts: number;
  mediaDone: number;
  mediaTotal: number;
  /** What the pack put in the pinned media cache, to take out again when it goes. */
  mediaUrls: string[];
  error: string | null;
  updatedAt: number;
}
