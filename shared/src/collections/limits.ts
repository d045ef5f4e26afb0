/** Bookmark folders, lists and hashtag pages (spec 001 sections 2, 5 and 9). */

export const FOLDER_NAME_MAX = 50;
export const FOLDER_DESCRIPTION_MAX = 200;
/** Folders one member may keep. */
export const FOLDERS_MAX = 100;

export const LIST_NAME_MAX = 50;
export const LIST_DESCRIPTION_MAX = 200;
/** Lists one member may own. */
export const LISTS_MAX = 100;
/** Members one list may hold (its owner included). */
export const LIST_MEMBERS_MAX = 500;

/** Spec 001 section 9: page sizes. */
export const BOOKMARKS_PAGE_SIZE = 20;
export const LIST_POSTS_PAGE_SIZE = 20;
export const HASHTAG_POSTS_PAGE_SIZE = 20;
export const COLLECTION_PAGE_MAX = 50;
/** Paging by offset stops here; deeper pages use the `before` cursor. */
export const COLLECTION_OFFSET_MAX = 10_000;

/** Member avatars shown above a list's posts, then "+N". */
export const LIST_AVATARS_SHOWN = 5;
/** The hashtag page asks for more within this distance of the bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;

/** Trending: hashtags ranked by public posts in the last 24 hours, the top ones kept. */
export const TRENDING_WINDOW_MS = 24 * 60 * 60 * 1000;
export const TRENDING_HASHTAGS_KEPT = 10;
export const TRENDING_REFRESH_MS = 5 * 60 * 1000;

export const COLLECTION_MESSAGES = {
  folderNameRequired: 'Folder name is required',
  folderNameTooLong: `Folder name can be at most ${FOLDER_NAME_MAX} characters`,
  folderDescriptionTooLong: `Description can be at most ${FOLDER_DESCRIPTION_MAX} characters`,
  listNameRequired: 'List name is required',
  listNameTooLong: `List name can be at most ${LIST_NAME_MAX} characters`,
  listDescriptionTooLong: `Description can be at most ${LIST_DESCRIPTION_MAX} characters`,
  isPrivate: 'isPrivate must be true or false',
  folderId: 'folderId must be a folder id or null',
  userId: 'userId must be a member id',
  hashtag: 'A hashtag is letters, digits and underscores',
  deleteFolder: 'Are you sure you want to delete this folder? Bookmarks will be moved to "All Bookmarks".',
  deleteList: 'Are you sure you want to delete this list?',
} as const;
