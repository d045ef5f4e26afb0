import * as z from 'zod/mini';
import { capped, cappedTextList, uuidField } from '../schemas/capped.js';
import { parsePageCursor } from './pageCursor.js';
import {
  COMMENTS_PAGE_SIZE,
  COMMENT_MAX_LENGTH,
  EXTENDED_POST_MAX_LENGTH,
  FEELING_MAX_LENGTH,
  HASHTAG_MAX_LENGTH,
  HASHTAG_SEARCH_DEFAULT_LIMIT,
  HASHTAG_SEARCH_MAX_LIMIT,
  LOCATION_MAX_LENGTH,
  MEDIA_MAX_FILES,
  POLL_DEFAULT_DURATION_HOURS,
  POLL_DURATIONS_HOURS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POST_MAX_LENGTH,
  POST_MESSAGES,
  POST_PRIVACIES,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THREAD_MAX_PARTS,
  USER_SEARCH_DEFAULT_LIMIT,
  USER_SEARCH_MAX_LIMIT,
} from './limits.js';
import { cleanTags } from './text.js';
import { AttachedMediaListSchema } from '../drafts/mediaSchemas.js';

const clientId = z.optional(uuidField('id must be a UUID'));

const postText = (max: number, message: string) =>
  capped(max, { required: 'Content must be text', tooLong: message });

const optionalText = (max: number, message: string) =>
  z.optional(z.nullable(capped(max, { required: message, tooLong: message })));

/** Raw items a list of texts may hold before blanks are dropped, and raw characters each may have before trimming. */
const RAW_LIST_ITEMS_MAX = 100;
const rawLength = (max: number) => max * 2 + 100;

const privacy = z._default(z.enum(POST_PRIVACIES, { error: POST_MESSAGES.privacy }), 'public');

export const PollInputSchema = z.object({
  options: z
    .pipe(
      cappedTextList(RAW_LIST_ITEMS_MAX, rawLength(POLL_OPTION_MAX_LENGTH), {
        required: POST_MESSAGES.pollTooFew,
        item: POST_MESSAGES.pollTooFew,
        tooMany: POST_MESSAGES.pollTooMany,
        tooLong: POST_MESSAGES.pollOptionTooLong,
      }),
      z.transform((options: string[]) => options.map((o) => o.trim()).filter((o) => o !== '')),
    )
    .check(
      z.refine((options) => options.length >= POLL_MIN_OPTIONS, POST_MESSAGES.pollTooFew),
      z.refine((options) => options.length <= POLL_MAX_OPTIONS, POST_MESSAGES.pollTooMany),
      z.refine(
        (options) => options.every((o) => o.length <= POLL_OPTION_MAX_LENGTH),
        POST_MESSAGES.pollOptionTooLong,
      ),
    ),
  durationHours: z._default(
    z
      .number({ error: POST_MESSAGES.pollDuration })
      .check(
        z.refine((h) => (POLL_DURATIONS_HOURS as readonly number[]).includes(h), POST_MESSAGES.pollDuration),
      ),
    POLL_DEFAULT_DURATION_HOURS,
  ),
});
export type PollInput = z.output<typeof PollInputSchema>;

/**
 * A new post, as the server validates it after reading the multipart fields (tags and pollOptions
 * arrive as JSON text) and as the composer checks it. `mediaCount` is the number of attached files,
 * so the "needs text, media or a poll" rule lives here once.
 */
export const PostCreateSchema = z
  .object({
    id: clientId,
    content: z._default(postText(POST_MAX_LENGTH, POST_MESSAGES.tooLong), ''),
    privacy,
    tags: z._default(
      z
        .pipe(
          z.array(z.unknown(), { error: POST_MESSAGES.tooManyTags }).check(
            z.maxLength(RAW_LIST_ITEMS_MAX, { error: POST_MESSAGES.tooManyTags, abort: true }),
            z.refine(
              (tags) =>
                tags.every((tag) => typeof tag !== 'string' || tag.length <= rawLength(TAG_MAX_LENGTH)),
              { error: `Tags can be at most ${TAG_MAX_LENGTH} characters`, abort: true },
            ),
          ),
          z.transform((tags: unknown[]) => cleanTags(tags)),
        )
        .check(z.refine((tags) => tags.length <= TAGS_MAX, POST_MESSAGES.tooManyTags)),
      [],
    ),
    location: optionalText(LOCATION_MAX_LENGTH, POST_MESSAGES.locationTooLong),
    latitude: z.optional(z.nullable(z.number().check(z.gte(-90), z.lte(90)))),
    longitude: z.optional(z.nullable(z.number().check(z.gte(-180), z.lte(180)))),
    feeling: optionalText(FEELING_MAX_LENGTH, POST_MESSAGES.feelingTooLong),
    poll: z.optional(z.nullable(PollInputSchema)),
    mediaCount: z._default(z.number().check(z.int(), z.gte(0)), 0),
    /** Media uploaded before (POST /media), by URL or upload id; they come before the files sent along. */
    mediaUrls: AttachedMediaListSchema,
  })
  .check(
    z.refine(
      (post) => post.content !== '' || post.mediaCount + post.mediaUrls.length > 0 || Boolean(post.poll),
      {
        path: ['content'],
        message: POST_MESSAGES.empty,
      },
    ),
    z.refine((post) => post.mediaCount + post.mediaUrls.length <= MEDIA_MAX_FILES, {
      path: ['media'],
      message: POST_MESSAGES.tooManyFiles,
    }),
    z.refine((post) => !(post.poll && post.mediaCount + post.mediaUrls.length > 0), {
      path: ['poll'],
      message: POST_MESSAGES.pollWithMedia,
    }),
  );
export type PostCreateInput = z.input<typeof PostCreateSchema>;
export type PostCreateValues = z.output<typeof PostCreateSchema>;

/** Quote post (JSON): the extended composer's 280-character limit applies. */
export const QuotePostCreateSchema = z.object({
  id: clientId,
  quotedPostId: uuidField('quotedPostId must be a post id'),
  content: capped(EXTENDED_POST_MAX_LENGTH, {
    required: POST_MESSAGES.empty,
    tooLong: POST_MESSAGES.tooLongExtended,
  }).check(z.minLength(1, POST_MESSAGES.empty)),
  privacy,
  isQuoteTweet: z.optional(z.literal(true)),
});
export type QuotePostCreateInput = z.input<typeof QuotePostCreateSchema>;

/** POST /threads: the texts of the parts (blank parts dropped), each within 280 characters. */
export const ThreadCreateSchema = z.object({
  posts: z
    .pipe(
      cappedTextList(THREAD_MAX_PARTS * 2, rawLength(EXTENDED_POST_MAX_LENGTH), {
        required: POST_MESSAGES.threadTooShort,
        item: 'Thread posts must be text',
        tooMany: POST_MESSAGES.threadTooLong,
        tooLong: POST_MESSAGES.tooLongExtended,
      }),
      z.transform((parts: string[]) => parts.map((p) => p.trim()).filter((p) => p !== '')),
    )
    .check(
      z.refine((parts) => parts.length >= 2, POST_MESSAGES.threadTooShort),
      z.refine((parts) => parts.length <= THREAD_MAX_PARTS, POST_MESSAGES.threadTooLong),
      z.refine(
        (parts) => parts.every((p) => p.length <= EXTENDED_POST_MAX_LENGTH),
        POST_MESSAGES.tooLongExtended,
      ),
    ),
  /** Client ids for the parts, in order (optional; offline-created threads send them). */
  ids: z.optional(
    z
      .array(uuidField('ids must be UUIDs'))
      .check(z.maxLength(THREAD_MAX_PARTS * 2, { error: 'ids must be UUIDs', abort: true })),
  ),
  privacy,
});
export type ThreadCreateInput = z.input<typeof ThreadCreateSchema>;

export const CommentCreateSchema = z.object({
  id: clientId,
  content: capped(COMMENT_MAX_LENGTH, {
    required: POST_MESSAGES.commentEmpty,
    tooLong: POST_MESSAGES.commentTooLong,
  }).check(z.minLength(1, POST_MESSAGES.commentEmpty)),
});
export type CommentCreateInput = z.input<typeof CommentCreateSchema>;

/** PUT /posts/:id/like and POST /posts/comments/:id/like: no body toggles, `{ liked }` sets. */
export const LikeStateSchema = z.object({
  liked: z.optional(z.boolean({ error: 'liked must be true or false' })),
});
/** POST /posts/:id/retweet: no body toggles, `{ retweeted }` sets. */
export const RepostStateSchema = z.object({
  retweeted: z.optional(z.boolean({ error: 'retweeted must be true or false' })),
});
export const PollVoteSchema = z.object({
  optionId: capped(64, { required: 'optionId is required', tooLong: 'optionId is not an option id' }).check(
    z.minLength(1, 'optionId is required'),
  ),
});
export const BookmarkCreateSchema = z.object({
  id: clientId,
  postId: uuidField('postId must be a post id'),
  /** File it in one of the member's folders (an existing bookmark moves there). */
  folderId: z.optional(z.nullable(uuidField('folderId must be a folder id or null'))),
});

const BEFORE_MESSAGE = 'before must be a nextCursor or an ISO date-time';
/** An ISO time with nanoseconds and an offset, a comma and a UUID fit well within this. */
const PAGE_CURSOR_MAX = 100;
export const SEARCH_TEXT_MAX = 100;

/** `page`/`limit` as the spec pages lists, plus a `before` cursor (a page's `nextCursor`) for keyset paging. */
export const PageQuerySchema = z.object({
  page: z._default(
    z.coerce.number({ error: 'page must be a number' }).check(z.int(), z.gte(1), z.lte(1000)),
    1,
  ),
  limit: z._default(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(50)),
    10,
  ),
  before: z.optional(
    capped(PAGE_CURSOR_MAX, { required: BEFORE_MESSAGE, tooLong: BEFORE_MESSAGE, trim: false }).check(
      z.refine((text) => parsePageCursor(text) !== null, BEFORE_MESSAGE),
    ),
  ),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

const SINCE_MESSAGE = 'since must be a nextCursor or an ISO date-time';
/**
 * The home feed's query: a device that already holds the feed down from `since` (its newest stored
 * item's cursor) learns whether the page reaches it, and if not how many posts lie between (`gap`).
 */
export const FeedPageQuerySchema = z.extend(PageQuerySchema, {
  since: z.optional(
    capped(PAGE_CURSOR_MAX, { required: SINCE_MESSAGE, tooLong: SINCE_MESSAGE, trim: false }).check(
      z.refine((text) => parsePageCursor(text) !== null, SINCE_MESSAGE),
    ),
  ),
});
export type FeedPageQuery = z.output<typeof FeedPageQuerySchema>;

const searchText = () =>
  capped(SEARCH_TEXT_MAX, {
    required: 'Search needs at least 2 characters',
    tooLong: `Search can be at most ${SEARCH_TEXT_MAX} characters`,
  }).check(z.minLength(2, 'Search needs at least 2 characters'));

export const PostSearchQuerySchema = z.extend(PageQuerySchema, { q: searchText() });

/** GET /posts/:id/comments: oldest first, 20 per page by default. */
export const CommentPageQuerySchema = z.extend(PageQuerySchema, {
  limit: z._default(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(50)),
    COMMENTS_PAGE_SIZE,
  ),
});

const searchLimit = (fallback: number, max: number) =>
  z._default(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(max)),
    fallback,
  );

/** GET /users/search: prefix match on username, name or email, paged. */
export const UserSearchQuerySchema = z.object({
  q: searchText(),
  page: z._default(
    z.coerce.number({ error: 'page must be a number' }).check(z.int(), z.gte(1), z.lte(1000)),
    1,
  ),
  limit: searchLimit(USER_SEARCH_DEFAULT_LIMIT, USER_SEARCH_MAX_LIMIT),
});

/** GET /hashtags/search: prefix match on stored hashtags; a leading # is ignored. */
export const HashtagSearchQuerySchema = z.object({
  q: z
    .pipe(
      capped(HASHTAG_MAX_LENGTH, {
        required: 'Search needs at least 1 character',
        tooLong: `Search can be at most ${HASHTAG_MAX_LENGTH} characters`,
      }),
      z.transform((q: string) => q.replace(/^#+/, '').toLowerCase()),
    )
    .check(z.refine((q) => q.length >= 1, 'Search needs at least 1 character')),
  limit: searchLimit(HASHTAG_SEARCH_DEFAULT_LIMIT, HASHTAG_SEARCH_MAX_LIMIT),
});
