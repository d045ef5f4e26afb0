import type { PostDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import type { AuthorFields } from '../presenters/presentAuthor.js';
import { presentPost, type PostPageContext } from '../presenters/presentPost.js';
import { authorColumnsSql, authorFromRow } from './authorColumns.js';
import { POST_COLUMNS, toPostFields, type PostRow } from './postRows.js';
import { readMediaList } from './mediaList.js';
import { loadPagePolls } from './pagePolls.js';

export interface PostEntry {
  postId: string;
  /** The followed member whose repost put the post in a feed. */
  reposterId?: string | null;
  /** That member, when the list query read them already. */
  reposter?: AuthorFields | null;
  /** When the post entered the list (its repost time for a repost). */
  activityAt?: Date;
  /** The followed hashtag (lower-cased) that brought the post into the home feed. */
  hashtag?: string | null;
  /** The post it quotes (null: none), when the list query read it: the quoted posts are then read by id. */
  quotedPostId?: string | null;
  /** The post itself, when the list query read it whole (HYDRATED_POST_COLUMNS): not read again. */
  post?: HydratedPostRow;
}

/** A post row with what the viewer sees around it, read per row: its media, own flags, whether it has a poll. */
export type HydratedPostRow = PostRow & {
  mediaList: string | null;
  hasPoll: number | string;
  liked: number | string;
  reposted: number | string;
  bookmarkId: string | null;
};

/**
 * Columns of `posts p` (with its author `users u` and the viewer's like, repost and bookmark joined
 * by HYDRATED_POST_JOINS) that hydratePosts reads, for a viewer bound as :viewerId. A list query that
 * selects them with its rows hands its page over whole (PostEntry.post), which saves the database a
 * second read of each post. A post's poll and the viewer's vote are read with the poll's options, for
 * the posts that have one (pagePolls.ts), which spares every page two joins.
 */
export const HYDRATED_POST_COLUMNS = `${POST_COLUMNS}, p.media_list AS mediaList, p.has_poll AS hasPoll,
    ${authorColumnsSql('u', 'author')},
    viewer_like.user_id IS NOT NULL AS liked, viewer_repost.user_id IS NOT NULL AS reposted,
    viewer_bookmark.id AS bookmarkId`;

/**
 * The joins HYDRATED_POST_COLUMNS reads from. The viewer's flags are outer joins on keys unique per
 * (post, member), so each adds at most one row and no post is listed twice; as subqueries in the
 * select list MariaDB planned each on its own and ran each through its subquery cache for every row
 * (see docs/ARCHITECTURE.md, "Home feed").
 */
export const HYDRATED_POST_JOINS = `JOIN users u ON u.id = p.author_id
    LEFT JOIN likes viewer_like ON viewer_like.post_id = p.id AND viewer_like.user_id = :viewerId
    LEFT JOIN reposts viewer_repost ON viewer_repost.post_id = p.id AND viewer_repost.user_id = :viewerId
    LEFT JOIN bookmarks viewer_bookmark ON viewer_bookmark.user_id = :viewerId AND viewer_bookmark.post_id = p.id`;

const quotedPostsSql = `SELECT ${HYDRATED_POST_COLUMNS} FROM posts p ${HYDRATED_POST_JOINS}
  WHERE p.id IN (:quotedIds) AND ${visiblePostSql('p', { author: 'u' })}`;

/**
 * The page's posts and the quoted posts the viewer may see, or null when there is nothing to read.
 * Posts the list query read whole are not read again; when it read what each post quotes, the quoted
 * posts are read by id (and not at all when none quotes); otherwise they are found from the page's
 * rows (CROSS JOIN keeps that order on SQLite: from the visibility condition instead, SQLite would walk
 * every public post).
 */
function hydrationSql(entries: readonly PostEntry[]): string | null {
  const quotesKnown = entries.every((entry) => entry.quotedPostId !== undefined);
  const quotes = entries.some((entry) => entry.quotedPostId);
  if (entries.every((entry) => entry.post)) return quotes ? quotedPostsSql : null;
  const pagePosts = `SELECT ${HYDRATED_POST_COLUMNS} FROM posts p ${HYDRATED_POST_JOINS} WHERE p.id IN (:pageIds)`;
  if (quotesKnown) return quotes ? `${pagePosts} UNION ALL ${quotedPostsSql}` : pagePosts;
  return `${pagePosts}
     UNION ALL
     SELECT ${HYDRATED_POST_COLUMNS} FROM posts q CROSS JOIN posts p ${HYDRATED_POST_JOINS}
     WHERE q.id IN (:pageIds) AND p.id = q.quoted_post_id AND ${visiblePostSql('p', { author: 'u' })}`;
}

/** The rows hydrationSql reads, after those the list query carried. */
async function readPostRows(
  db: Database,
  viewerId: string,
  entries: readonly PostEntry[],
): Promise<HydratedPostRow[]> {
  const carried = entries.flatMap((entry) => (entry.post ? [entry.post] : []));
  const sql = hydrationSql(entries);
  if (sql === null) return carried;
  const read = await db.select<HydratedPostRow>(sql, {
    pageIds: [...new Set(entries.map((e) => e.postId))],
    quotedIds: [...new Set(entries.flatMap((e) => (e.quotedPostId ? [e.quotedPostId] : [])))],
    viewerId,
  });
  return carried.length === entries.length ? [...carried, ...read] : read;
}

/**
 * Turns a page of post ids into PostDtos for one viewer with two queries whatever the page size: the
 * posts (unless the list query read them whole) and the quoted posts the viewer may see, each with its
 * author, its media (mediaList.ts) and the viewer's like, repost and bookmark; then the polls of the
 * posts that carry one, with their options and the viewer's votes, when there are any (pagePolls.ts). Reposters
 * come with the entries from the list query; only those it did not read are looked up (one more query).
 * Raw rows, no model instances: this is the feed's hot path.
 */
export async function hydratePosts(
  db: Database,
  viewerId: string,
  entries: readonly PostEntry[],
): Promise<PostDto[]> {
  if (entries.length === 0) return [];
  const { select } = db;
  const rows = await readPostRows(db, viewerId, entries);
  const context: PostPageContext = {
    users: new Map(),
    media: new Map(),
    polls: await loadPagePolls(db, viewerId, [
      ...new Set(rows.flatMap((row) => (Number(row.hasPoll) ? [row.id] : []))),
    ]),
    liked: new Set(),
    reposted: new Set(),
    bookmarks: new Map(),
    quoted: new Map(),
    now: Date.now(),
  };
  // A post both on the page and quoted comes twice, alike.
  for (const row of rows) readExtras(row, context);
  const posts = context.quoted;
  const missing = new Set<string>();
  for (const entry of entries) {
    if (entry.reposter) context.users.set(entry.reposter.id, entry.reposter);
    else if (entry.reposterId) missing.add(entry.reposterId);
  }
  for (const id of context.users.keys()) missing.delete(id);
  if (missing.size > 0) {
    const users = await select<AuthorFields>(
      `SELECT id, username, email, first_name AS firstName, last_name AS lastName,
         profile_picture AS profilePicture, subscription_type AS subscriptionType
       FROM users WHERE id IN (:userIds)`,
      { userIds: [...missing] },
    );
    for (const user of users) context.users.set(user.id, user);
  }
  const hashtagNames = await namesOfHashtags(db, entries);
  return entries.flatMap((entry) => {
    const post = posts.get(entry.postId);
    if (!post) return [];
    // presentPost makes a new object per call: the entry's place is written onto it, not into a copy.
    const dto = presentPost(post, context, entry.reposterId ?? null);
    if (entry.activityAt) dto.activityAt = entry.activityAt.toISOString();
    if (entry.hashtag !== undefined)
      dto.followedHashtag =
        entry.hashtag === null ? null : (hashtagNames.get(entry.hashtag) ?? entry.hashtag);
    return [dto];
  });
}

/** How the hashtags that placed the entries were first written; no query when none did. */
async function namesOfHashtags(db: Database, entries: readonly PostEntry[]): Promise<Map<string, string>> {
  const tags = [...new Set(entries.flatMap((e) => (e.hashtag ? [e.hashtag] : [])))];
  if (tags.length === 0) return new Map();
  const rows = await db.select<{ tag: string; name: string }>(
    'SELECT tag, name FROM hashtags WHERE tag IN (:tags)',
    { tags },
  );
  return new Map(rows.map((row) => [row.tag, row.name]));
}

/** Files one row's post (as a possible quote too), flags and media into the page context. */
function readExtras(row: HydratedPostRow, context: PostPageContext): void {
  const post = toPostFields(row);
  context.quoted.set(post.id, post);
  const author = authorFromRow(row, 'author');
  if (author) context.users.set(author.id, author);
  if (Number(row.liked)) context.liked.add(post.id);
  if (Number(row.reposted)) context.reposted.add(post.id);
  if (row.bookmarkId) context.bookmarks.set(post.id, row.bookmarkId);
  const media = readMediaList(row.mediaList);
  if (media.length > 0) context.media.set(post.id, media);
}

/** One post as `viewerId` sees it (the caller has checked it exists and is visible). */
export async function hydratePost(db: Database, viewerId: string, postId: string): Promise<PostDto> {
  const [post] = await hydratePosts(db, viewerId, [{ postId }]);
  if (!post) throw new Error(`post ${postId} vanished`);
  return post;
}
