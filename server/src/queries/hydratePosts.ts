import type { PostDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import type { AuthorFields } from '../presenters/presentAuthor.js';
import type { MediaFields } from '../presenters/presentMedia.js';
import { presentPost, type PostPageContext } from '../presenters/presentPost.js';
import { authorColumnsSql, authorFromRow } from './authorColumns.js';
import { POST_COLUMNS, toPostFields, type PostRow } from './postRows.js';
import { jsonArraySql, parseJsonArray } from './sqlJson.js';
import { toDate } from './rowValues.js';

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
}

interface MediaItem extends MediaFields {
  position: number;
}

interface OptionItem {
  id: string;
  position: number;
  optionText: string;
  voteCount: number | string;
}

/** A post row with what the viewer sees around it: own flags, media and poll, read per row. */
type HydratedRow = PostRow & {
  liked: number | string;
  reposted: number | string;
  bookmarkId: string | null;
  media: unknown;
  pollId: string | null;
  pollEndsAt: Date | string | null;
  pollTotalVotes: number | string | null;
  pollOptions: unknown;
  votedOptionId: string | null;
};

/**
 * Columns of `posts p` (with its author `users u` and `polls pl` joined) that hydratePosts reads, for a
 * viewer bound as :viewerId.
 */
function hydratedColumns(db: Database): string {
  const media = jsonArraySql(db, {
    id: 'm.id',
    type: 'm.type',
    url: 'm.url',
    thumbnailUrl: 'm.thumbnail_url',
    width: 'm.width',
    height: 'm.height',
    position: 'm.position',
  });
  const options = jsonArraySql(db, {
    id: 'o.id',
    position: 'o.position',
    optionText: 'o.option_text',
    voteCount: 'o.vote_count',
  });
  return `${POST_COLUMNS}, ${authorColumnsSql('u', 'author')},
    EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = :viewerId) AS liked,
    EXISTS (SELECT 1 FROM reposts r WHERE r.post_id = p.id AND r.user_id = :viewerId) AS reposted,
    (SELECT b.id FROM bookmarks b WHERE b.user_id = :viewerId AND b.post_id = p.id) AS bookmarkId,
    (SELECT ${media} FROM post_media m WHERE m.post_id = p.id) AS media,
    pl.id AS pollId, pl.ends_at AS pollEndsAt, pl.total_votes AS pollTotalVotes,
    (SELECT ${options} FROM poll_options o WHERE o.poll_id = pl.id) AS pollOptions,
    (SELECT pv.option_id FROM poll_votes pv WHERE pv.poll_id = pl.id AND pv.user_id = :viewerId) AS votedOptionId`;
}

/**
 * Turns a page of post ids into PostDtos for one viewer with one query whatever the page size: the
 * posts and the quoted posts the viewer may see, each with its author, the viewer's like, repost and
 * bookmark, its media and its poll (options and the viewer's vote) read alongside. Reposters come
 * with the entries from the list query; only those it did not read are looked up (a second query).
 * Raw rows, no model instances: this is the feed's hot path.
 */
export async function hydratePosts(
  db: Database,
  viewerId: string,
  entries: readonly PostEntry[],
): Promise<PostDto[]> {
  if (entries.length === 0) return [];
  const select = <T extends object>(sql: string, replacements: Record<string, unknown>) =>
    db.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  const pageIds = [...new Set(entries.map((e) => e.postId))];
  const columns = hydratedColumns(db);
  // The quoted posts are found from the page's rows (CROSS JOIN keeps that order on SQLite): from
  // the visibility condition instead, SQLite would walk every public post.
  const joined = 'JOIN users u ON u.id = p.author_id LEFT JOIN polls pl ON pl.post_id = p.id';
  const rows = await select<HydratedRow>(
    `SELECT ${columns} FROM posts p ${joined} WHERE p.id IN (:pageIds)
     UNION ALL
     SELECT ${columns} FROM posts q CROSS JOIN posts p ${joined}
     WHERE q.id IN (:pageIds) AND p.id = q.quoted_post_id AND ${visiblePostSql('p')}`,
    { pageIds, viewerId },
  );
  const context: PostPageContext = {
    users: new Map(),
    media: new Map(),
    polls: new Map(),
    votes: new Map(),
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
    const dto = presentPost(post, context, entry.reposterId ?? null);
    const placed = entry.activityAt ? { ...dto, activityAt: entry.activityAt.toISOString() } : dto;
    if (entry.hashtag === undefined) return [placed];
    const hashtag = entry.hashtag === null ? null : (hashtagNames.get(entry.hashtag) ?? entry.hashtag);
    return [{ ...placed, followedHashtag: hashtag }];
  });
}

/** How the hashtags that placed the entries were first written; no query when none did. */
async function namesOfHashtags(db: Database, entries: readonly PostEntry[]): Promise<Map<string, string>> {
  const tags = [...new Set(entries.flatMap((e) => (e.hashtag ? [e.hashtag] : [])))];
  if (tags.length === 0) return new Map();
  const rows = await db.sequelize.query<{ tag: string; name: string }>(
    'SELECT tag, name FROM hashtags WHERE tag IN (:tags)',
    { type: QueryTypes.SELECT, replacements: { tags } },
  );
  return new Map(rows.map((row) => [row.tag, row.name]));
}

/** Files one row's post (as a possible quote too), flags, media and poll into the page context. */
function readExtras(row: HydratedRow, context: PostPageContext): void {
  const post = toPostFields(row);
  context.quoted.set(post.id, post);
  const author = authorFromRow(row, 'author');
  if (author) context.users.set(author.id, author);
  if (Number(row.liked)) context.liked.add(post.id);
  if (Number(row.reposted)) context.reposted.add(post.id);
  if (row.bookmarkId) context.bookmarks.set(post.id, row.bookmarkId);
  const media = parseJsonArray<MediaItem>(row.media).sort((a, b) => a.position - b.position);
  if (media.length > 0) {
    context.media.set(
      post.id,
      media.map(({ position: _position, ...item }) => ({
        ...item,
        width: item.width ?? null,
        height: item.height ?? null,
      })),
    );
  }
  if (row.pollId && row.pollEndsAt !== null) {
    const poll = { id: row.pollId, endsAt: toDate(row.pollEndsAt), totalVotes: Number(row.pollTotalVotes) };
    const options = parseJsonArray<OptionItem>(row.pollOptions).map((option) => ({
      id: option.id,
      position: Number(option.position),
      optionText: option.optionText,
      voteCount: Number(option.voteCount),
    }));
    context.polls.set(post.id, { poll, options });
    if (row.votedOptionId) context.votes.set(row.pollId, row.votedOptionId);
  }
}

/** One post as `viewerId` sees it (the caller has checked it exists and is visible). */
export async function hydratePost(db: Database, viewerId: string, postId: string): Promise<PostDto> {
  const [post] = await hydratePosts(db, viewerId, [{ postId }]);
  if (!post) throw new Error(`post ${postId} vanished`);
  return post;
}
