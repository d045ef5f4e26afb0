import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../db/database.js';
import { toDate } from './rowValues.js';

/**
 * What a home timeline holds, derived from follows, followed hashtags, posts and reposts. An item is a
 * post in a member's feed: the member's own posts, their followees' posts, posts carrying a hashtag
 * they follow, and posts their followees reposted, each once, placed by its newest activity (a
 * followee's latest repost, else its own time). A post there only through a hashtag carries that
 * hashtag (the first in order when several). Visibility is not part of it: the feed checks that when
 * it reads.
 */

/** How many items a member's timeline keeps; older ones are read from the posts themselves. */
export const TIMELINE_LENGTH = 400;

export interface TimelineItem {
  memberId: string;
  postId: string;
  activityAt: Date;
  authorId: string;
  reposterId: string | null;
  hashtag: string | null;
}

/** A place in a timeline: items are ordered by time, then post id, newest first. */
export interface TimelineKey {
  at: Date;
  postId: string;
}

/** Positive when `a` is newer than `b` (comes first in a timeline), negative when older. */
export function compareKeys(a: TimelineKey, b: TimelineKey): number {
  const byTime = a.at.getTime() - b.at.getTime();
  if (byTime !== 0) return byTime;
  return a.postId < b.postId ? -1 : a.postId > b.postId ? 1 : 0;
}

export const keyOf = (item: { activityAt: Date; postId: string }): TimelineKey => ({
  at: item.activityAt,
  postId: item.postId,
});

interface ItemRow {
  memberId: string;
  postId: string;
  activityAt: Date | string;
  authorId: string;
  reposterId: string | null;
  hashtag: string | null;
}

const toItem = (row: ItemRow): TimelineItem => ({ ...row, activityAt: toDate(row.activityAt) });

/**
 * The item each of `postIds` is in the timeline of each of `memberIds`, where it is one: the post's
 * own place when its author is the member or a followee, a followee's latest repost when newer. One
 * query for the whole set; callers keep the set small (a batch of members, or one member's posts).
 */
export async function deriveTimelineItems(
  db: Database,
  transaction: Transaction,
  memberIds: readonly string[],
  postIds: readonly string[],
): Promise<TimelineItem[]> {
  if (memberIds.length === 0 || postIds.length === 0) return [];
  const rows = await db.sequelize.query<ItemRow>(
    `SELECT c.memberId, c.postId, c.activityAt, c.authorId, c.reposterId, c.hashtag FROM (
      SELECT x.memberId, x.postId, x.activityAt, x.authorId, x.reposterId, x.hashtag,
        ROW_NUMBER() OVER (PARTITION BY x.memberId, x.postId
          ORDER BY x.activityAt DESC, x.viaTag, x.reposterId, x.hashtag) AS pick
      FROM (
        SELECT m.id AS memberId, p.id AS postId, p.created_at AS activityAt, p.author_id AS authorId,
          NULL AS reposterId, NULL AS hashtag, 0 AS viaTag
        FROM users m JOIN posts p ON p.id IN (:postIds)
        WHERE m.id IN (:memberIds)
          AND (p.author_id = m.id
            OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = m.id AND f.followee_id = p.author_id))
        UNION ALL
        SELECT f.follower_id, r.post_id, r.created_at, p.author_id, r.user_id, NULL, 0
        FROM reposts r
        JOIN posts p ON p.id = r.post_id
        JOIN follows f ON f.followee_id = r.user_id
        WHERE r.post_id IN (:postIds) AND f.follower_id IN (:memberIds)
        UNION ALL
        SELECT hf.user_id, h.post_id, p.created_at, p.author_id, NULL, h.tag, 1
        FROM post_hashtags h
        JOIN hashtag_follows hf ON hf.tag = h.tag
        JOIN posts p ON p.id = h.post_id
        WHERE h.post_id IN (:postIds) AND hf.user_id IN (:memberIds)
      ) x
    ) c
    WHERE c.pick = 1`,
    { type: QueryTypes.SELECT, replacements: { memberIds, postIds }, transaction },
  );
  return rows.map(toItem);
}

/**
 * Writes the newest `count` items of each of `memberIds`' timelines into `timeline_entries`, in one
 * statement that never leaves the database: every own and followee post, every followee-reposted post
 * at its latest repost, and every post with a followed hashtag (marked with its first such tag), each
 * post once per member, numbered per member. Callers keep the set small (a batch of members being
 * built) and have emptied those timelines.
 */
export async function insertNewestTimelineItems(
  db: Database,
  transaction: Transaction,
  memberIds: readonly string[],
  count: number,
): Promise<void> {
  if (memberIds.length === 0) return;
  await db.sequelize.query(
    `INSERT INTO timeline_entries (member_id, post_id, activity_at, author_id, reposter_id, hashtag)
    SELECT d.memberId, d.postId, d.activityAt, d.authorId, d.reposterId, d.hashtag FROM (
      SELECT c.memberId, c.postId, c.activityAt, c.authorId, c.reposterId, c.hashtag,
        ROW_NUMBER() OVER (PARTITION BY c.memberId ORDER BY c.activityAt DESC, c.postId DESC) AS n
      FROM (
        SELECT b.memberId, b.postId, b.activityAt, b.authorId, b.reposterId, b.hashtag,
          ROW_NUMBER() OVER (
            PARTITION BY b.memberId, b.postId ORDER BY b.activityAt DESC, b.viaTag, b.reposterId
          ) AS pick
        FROM (
          SELECT a.memberId, p.id AS postId, p.created_at AS activityAt, p.author_id AS authorId,
            NULL AS reposterId, NULL AS hashtag, 0 AS viaTag
          FROM (
            SELECT f.follower_id AS memberId, f.followee_id AS authorId FROM follows f
            WHERE f.follower_id IN (:memberIds)
            UNION ALL
            SELECT u.id, u.id FROM users u WHERE u.id IN (:memberIds)
          ) a
          JOIN posts p ON p.author_id = a.authorId
          UNION ALL
          SELECT f.follower_id, r.post_id, r.created_at, p.author_id, r.user_id, NULL, 0
          FROM follows f
          JOIN reposts r ON r.user_id = f.followee_id
          JOIN posts p ON p.id = r.post_id
          WHERE f.follower_id IN (:memberIds)
          UNION ALL
          SELECT t.memberId, t.postId, t.activityAt, t.authorId, NULL, t.hashtag, 1 FROM (
            SELECT hf.user_id AS memberId, h.post_id AS postId, p.created_at AS activityAt,
              p.author_id AS authorId, h.tag AS hashtag,
              ROW_NUMBER() OVER (PARTITION BY hf.user_id, h.post_id ORDER BY h.tag) AS firstTag
            FROM hashtag_follows hf
            JOIN post_hashtags h ON h.tag = hf.tag
            JOIN posts p ON p.id = h.post_id
            WHERE hf.user_id IN (:memberIds)
          ) t
          WHERE t.firstTag = 1
        ) b
      ) c
      WHERE c.pick = 1
    ) d
    WHERE d.n <= :count`,
    { replacements: { memberIds, count }, transaction },
  );
}

/**
 * The posts a follow brings into the follower's timeline: the followee's newest `count` posts and
 * the newest `count` posts they reposted. `floor` is where the followee's history was cut: older
 * posts and reposts of theirs are not among these (null: none were left out).
 */
export async function followeeTimelinePosts(
  db: Database,
  transaction: Transaction,
  followeeId: string,
  count: number,
): Promise<{ postIds: string[]; floor: TimelineKey | null }> {
  const select = <T extends object>(sql: string) =>
    db.sequelize.query<T>(sql, {
      type: QueryTypes.SELECT,
      replacements: { followeeId, rows: count + 1 },
      transaction,
    });
  const posts = await select<{ postId: string; activityAt: Date | string }>(
    `SELECT p.id AS postId, p.created_at AS activityAt FROM posts p WHERE p.author_id = :followeeId
     ORDER BY p.created_at DESC, p.id DESC LIMIT :rows`,
  );
  const shares = await select<{ postId: string; activityAt: Date | string }>(
    `SELECT r.post_id AS postId, r.created_at AS activityAt FROM reposts r WHERE r.user_id = :followeeId
     ORDER BY r.created_at DESC, r.post_id DESC LIMIT :rows`,
  );
  let floor: TimelineKey | null = null;
  const postIds = new Set<string>();
  for (const list of [posts, shares]) {
    for (const row of list.slice(0, count)) postIds.add(row.postId);
    if (list.length <= count) continue;
    const last = list[count - 1]!;
    const cut = { at: toDate(last.activityAt), postId: last.postId };
    if (!floor || compareKeys(cut, floor) > 0) floor = cut;
  }
  return { postIds: [...postIds], floor };
}

/**
 * The posts following a hashtag brings into the member's timeline: the newest `count` posts carrying it.
 * `floor` is where the hashtag's history was cut (null: none were left out).
 */
export async function hashtagTimelinePosts(
  db: Database,
  transaction: Transaction,
  tag: string,
  count: number,
): Promise<{ postIds: string[]; floor: TimelineKey | null }> {
  const rows = await db.sequelize.query<{ postId: string; activityAt: Date | string }>(
    `SELECT h.post_id AS postId, h.created_at AS activityAt FROM post_hashtags h WHERE h.tag = :tag
     ORDER BY h.created_at DESC, h.post_id DESC LIMIT :rows`,
    { type: QueryTypes.SELECT, replacements: { tag, rows: count + 1 }, transaction },
  );
  const last = rows.length > count ? rows[count - 1]! : null;
  return {
    postIds: rows.slice(0, count).map((row) => row.postId),
    floor: last ? { at: toDate(last.activityAt), postId: last.postId } : null,
  };
}
