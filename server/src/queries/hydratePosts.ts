import type { PostDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import type { AuthorFields } from '../presenters/presentAuthor.js';
import type { MediaFields } from '../presenters/presentMedia.js';
import type { PollFields, PollOptionFields } from '../presenters/presentPoll.js';
import { presentPost, type PostFields, type PostPageContext } from '../presenters/presentPost.js';
import { POST_COLUMNS, toPostFields, type PostRow } from './postRows.js';
import { toDate } from './rowValues.js';

export interface PostEntry {
  postId: string;
  /** The followed member whose repost put the post in a feed. */
  reposterId?: string | null;
  /** When the post entered the list (its repost time for a repost). */
  activityAt?: Date;
}

interface MediaRow extends MediaFields {
  postId: string;
}

interface PollRow {
  pollId: string;
  postId: string;
  endsAt: Date | string;
  totalVotes: number | string;
  optionId: string;
  position: number | string;
  optionText: string;
  voteCount: number | string;
  votedOptionId: string | null;
}

interface FlagRow {
  kind: 'like' | 'repost' | 'bookmark';
  postId: string;
  bookmarkId: string | null;
}

/**
 * Turns a page of post ids into PostDtos for one viewer with the same number of queries whatever
 * the page size: the posts with the quoted posts the viewer may see, then in parallel the authors
 * and reposters, the media, the polls with their options and the viewer's votes, and the viewer's
 * likes, reposts and bookmarks. Raw rows, no model instances: this is the feed's hot path.
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
  const postRows = await select<PostRow>(
    `SELECT ${POST_COLUMNS} FROM posts p WHERE p.id IN (:pageIds)
     UNION
     SELECT ${POST_COLUMNS} FROM posts p
     WHERE p.id IN (SELECT q.quoted_post_id FROM posts q WHERE q.id IN (:pageIds)) AND ${visiblePostSql('p')}`,
    { pageIds, viewerId },
  );
  const posts = new Map<string, PostFields>(postRows.map((row) => [row.id, toPostFields(row)]));
  const postIds = [...posts.keys()];
  const userIds = new Set<string>([...posts.values()].map((p) => p.authorId));
  for (const entry of entries) if (entry.reposterId) userIds.add(entry.reposterId);

  const [users, media, polls, flags] = await Promise.all([
    select<AuthorFields>(
      `SELECT id, username, email, first_name AS firstName, last_name AS lastName,
         profile_picture AS profilePicture, subscription_type AS subscriptionType
       FROM users WHERE id IN (:userIds)`,
      { userIds: [...userIds] },
    ),
    select<MediaRow>(
      `SELECT id, post_id AS postId, type, url, thumbnail_url AS thumbnailUrl, width, height
       FROM post_media WHERE post_id IN (:postIds) ORDER BY post_id, position`,
      { postIds },
    ),
    select<PollRow>(
      `SELECT pl.id AS pollId, pl.post_id AS postId, pl.ends_at AS endsAt, pl.total_votes AS totalVotes,
         o.id AS optionId, o.position, o.option_text AS optionText, o.vote_count AS voteCount,
         pv.option_id AS votedOptionId
       FROM polls pl
       JOIN poll_options o ON o.poll_id = pl.id
       LEFT JOIN poll_votes pv ON pv.poll_id = pl.id AND pv.user_id = :viewerId
       WHERE pl.post_id IN (:postIds)`,
      { postIds, viewerId },
    ),
    select<FlagRow>(
      `SELECT 'like' AS kind, l.post_id AS postId, NULL AS bookmarkId
         FROM likes l WHERE l.user_id = :viewerId AND l.post_id IN (:postIds)
       UNION ALL
       SELECT 'repost', r.post_id, NULL FROM reposts r WHERE r.user_id = :viewerId AND r.post_id IN (:postIds)
       UNION ALL
       SELECT 'bookmark', b.post_id, b.id FROM bookmarks b WHERE b.user_id = :viewerId AND b.post_id IN (:postIds)`,
      { postIds, viewerId },
    ),
  ]);

  const context: PostPageContext = {
    users: new Map(users.map((u) => [u.id, u])),
    media: groupMedia(media),
    ...groupPolls(polls),
    liked: new Set(flags.filter((f) => f.kind === 'like').map((f) => f.postId)),
    reposted: new Set(flags.filter((f) => f.kind === 'repost').map((f) => f.postId)),
    bookmarks: new Map(flags.filter((f) => f.kind === 'bookmark').map((f) => [f.postId, f.bookmarkId!])),
    quoted: posts,
    now: Date.now(),
  };
  return entries.flatMap((entry) => {
    const post = posts.get(entry.postId);
    if (!post) return [];
    const dto = presentPost(post, context, entry.reposterId ?? null);
    return [entry.activityAt ? { ...dto, activityAt: entry.activityAt.toISOString() } : dto];
  });
}

function groupMedia(rows: MediaRow[]): Map<string, MediaFields[]> {
  const byPost = new Map<string, MediaFields[]>();
  for (const { postId, ...media } of rows) {
    const list = byPost.get(postId) ?? [];
    list.push({ ...media, width: media.width ?? null, height: media.height ?? null });
    byPost.set(postId, list);
  }
  return byPost;
}

function groupPolls(rows: PollRow[]): Pick<PostPageContext, 'polls' | 'votes'> {
  const polls = new Map<string, { poll: PollFields; options: PollOptionFields[] }>();
  const votes = new Map<string, string>();
  for (const row of rows) {
    let entry = polls.get(row.postId);
    if (!entry) {
      const poll = { id: row.pollId, endsAt: toDate(row.endsAt), totalVotes: Number(row.totalVotes) };
      entry = { poll, options: [] };
      polls.set(row.postId, entry);
    }
    entry.options.push({
      id: row.optionId,
      position: Number(row.position),
      optionText: row.optionText,
      voteCount: Number(row.voteCount),
    });
    if (row.votedOptionId) votes.set(row.pollId, row.votedOptionId);
  }
  return { polls, votes };
}

/** One post as `viewerId` sees it (the caller has checked it exists and is visible). */
export async function hydratePost(db: Database, viewerId: string, postId: string): Promise<PostDto> {
  const [post] = await hydratePosts(db, viewerId, [{ postId }]);
  if (!post) throw new Error(`post ${postId} vanished`);
  return post;
}
