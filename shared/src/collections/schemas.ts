import * as z from 'zod/mini';
import { HASHTAG_MAX_LENGTH } from '../posts/limits.js';
import { parsePageCursor } from '../posts/pageCursor.js';
import { capped, uuidField } from '../schemas/capped.js';
import {
  BOOKMARKS_PAGE_SIZE,
  COLLECTION_MESSAGES as M,
  COLLECTION_OFFSET_MAX,
  COLLECTION_PAGE_MAX,
  FOLDER_DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  HASHTAG_POSTS_PAGE_SIZE,
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  LIST_POSTS_PAGE_SIZE,
} from './limits.js';

const clientId = z.optional(uuidField('id must be a UUID'));
const flag = z.boolean({ error: M.isPrivate });

const name = (max: number, required: string, tooLong: string) =>
  capped(max, { required, tooLong }).check(z.minLength(1, required));

/** An optional description: blank means none. */
const description = (max: number, tooLong: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        capped(max, { required: tooLong, tooLong }),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
  );

const folderName = name(FOLDER_NAME_MAX, M.folderNameRequired, M.folderNameTooLong);
const folderDescription = description(FOLDER_DESCRIPTION_MAX, M.folderDescriptionTooLong);

/** POST /bookmarks/folders. Spec 001 section 5: a folder is private unless said otherwise. */
export const FolderCreateSchema = z.object({
  id: clientId,
  name: folderName,
  description: folderDescription,
  isPrivate: z._default(flag, true),
});
export type FolderCreateInput = z.input<typeof FolderCreateSchema>;

/** PUT /bookmarks/folders/:id: whatever is given changes. */
export const FolderUpdateSchema = z.object({
  name: z.optional(folderName),
  description: folderDescription,
  isPrivate: z.optional(flag),
});
export type FolderUpdateInput = z.input<typeof FolderUpdateSchema>;

/** PUT /bookmarks/:id: into a folder, or back to none (All Bookmarks only). */
export const BookmarkMoveSchema = z.object({
  folderId: z.nullable(uuidField(M.folderId)),
});

const listName = name(LIST_NAME_MAX, M.listNameRequired, M.listNameTooLong);
const listDescription = description(LIST_DESCRIPTION_MAX, M.listDescriptionTooLong);

/** POST /lists. Spec 001 section 5: a list is public unless said otherwise. */
export const ListCreateSchema = z.object({
  id: clientId,
  name: listName,
  description: listDescription,
  isPrivate: z._default(flag, false),
});
export type ListCreateInput = z.input<typeof ListCreateSchema>;

export const ListUpdateSchema = z.object({
  name: z.optional(listName),
  description: listDescription,
  isPrivate: z.optional(flag),
});
export type ListUpdateInput = z.input<typeof ListUpdateSchema>;

export const ListMemberAddSchema = z.object({ userId: uuidField(M.userId) });

/** GET /lists: the member's own lists, or another member's public ones. */
export const ListsQuerySchema = z.object({ userId: z.optional(uuidField(M.userId)) });

const BEFORE_MESSAGE = 'before must be a nextCursor or an ISO date-time';

/** `limit`/`offset` as spec 001 pages its lists, plus the `before` cursor the offline cache pages with. */
const offsetPage = (defaultLimit: number) => ({
  limit: z._default(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(COLLECTION_PAGE_MAX)),
    defaultLimit,
  ),
  offset: z._default(
    z.coerce
      .number({ error: 'offset must be a number' })
      .check(z.int(), z.gte(0), z.lte(COLLECTION_OFFSET_MAX)),
    0,
  ),
  before: z.optional(
    capped(100, { required: BEFORE_MESSAGE, tooLong: BEFORE_MESSAGE, trim: false }).check(
      z.refine((text) => parsePageCursor(text) !== null, BEFORE_MESSAGE),
    ),
  ),
});

export const BookmarkPageQuerySchema = z.object({
  ...offsetPage(BOOKMARKS_PAGE_SIZE),
  folder_id: z.optional(uuidField('folder_id must be a folder id')),
});
export type BookmarkPageQuery = z.output<typeof BookmarkPageQuerySchema>;

export const ListPostsQuerySchema = z.object(offsetPage(LIST_POSTS_PAGE_SIZE));
export const HashtagPostsQuerySchema = z.object(offsetPage(HASHTAG_POSTS_PAGE_SIZE));
export const FolderPageQuerySchema = z.object(offsetPage(BOOKMARKS_PAGE_SIZE));
export type OffsetPageQuery = z.output<typeof ListPostsQuerySchema>;

/** The tag in /hashtags/:tag and /hashtag/:tag: a leading # is dropped; letters, digits, underscores. */
export const HashtagParamSchema = z.object({
  tag: z
    .pipe(
      capped(HASHTAG_MAX_LENGTH + 1, { required: M.hashtag, tooLong: M.hashtag }),
      z.transform((tag: string) => tag.replace(/^#/, '')),
    )
    .check(z.maxLength(HASHTAG_MAX_LENGTH, M.hashtag), z.regex(/^[\p{L}\p{N}_]+$/u, M.hashtag)),
});
