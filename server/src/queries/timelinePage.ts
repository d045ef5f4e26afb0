import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import {
  afterCursorSql,
  listPosts,
  reposterColumnsSql,
  type ListedPost,
  type PageWindow,
} from './postPage.js';
import { HYDRATED_POST_COLUMNS, HYDRATED_POST_JOINS } from './hydratePosts.js';
import { toDate } from './rowValues.js';
import { sqlTime } from './sqlTime.js';
import type { TimelineKey } from './timelineItems.js';

/** What decides how a member's home feed is read, in one query. */
export interface FeedSource {
  /** False for a member who follows nobody and no hashtag: their feed is everyone's open posts. */
  follows: boolean;
  /** The member's timeline exists; `floor` is where it was cut (null: it holds everything). */
  built: boolean;
  floor: TimelineKey | null;
  /** A change the timeline does not show yet concerns this member (see TimelineEvent). */
  pending: boolean;
}

interface SourceRow {
  builtFor: string | null;
  floorAt: Date | string | null;
  floorPostId: string | null;
  follows: number | string;
  pending: number | string;
}

/** Kinds of events that concern the actor's followers besides the actor. */
const FOLLOWER_EVENTS = "('post', 'repost', 'unrepost')";

export async function loadFeedSource(db: Database, viewerId: string): Promise<FeedSource> {
  const [row] = await db.select<SourceRow>(
    `SELECT s.member_id AS builtFor, s.floor_at AS floorAt, s.floor_post_id AS floorPostId,
       (EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = :viewerId)
         OR EXISTS (SELECT 1 FROM hashtag_follows hf WHERE hf.user_id = :viewerId)) AS follows,
       EXISTS (SELECT 1 FROM timeline_events e WHERE e.actor_id = :viewerId
         OR (e.kind IN ${FOLLOWER_EVENTS} AND EXISTS (
           SELECT 1 FROM follows ef WHERE ef.follower_id = :viewerId AND ef.followee_id = e.actor_id))
         OR (e.kind = 'post' AND EXISTS (
           SELECT 1 FROM post_hashtags eh JOIN hashtag_follows ehf ON ehf.tag = eh.tag
           WHERE eh.post_id = e.post_id AND ehf.user_id = :viewerId))) AS pending
     FROM (SELECT 1 AS one) one LEFT JOIN timeline_states s ON s.member_id = :viewerId`,
    { viewerId },
  );
  return {
    follows: Number(row!.follows) === 1,
    built: row!.builtFor !== null,
    floor:
      row!.floorAt === null || row!.floorPostId === null
        ? null
        : { at: toDate(row!.floorAt), postId: row!.floorPostId },
    pending: Number(row!.pending) === 1,
  };
}

/**
 * Up to `rows` items of the member's stored timeline from the window's place on, only posts that
 * still exist and that the viewer may see now (the policy, at read time), reposts not taken back and
 * hashtags still followed, each with its reposter and its post read whole (one statement for the
 * page and its posts: hydratePosts then reads only the quoted posts and the attachments).
 * The index on (member, activity, post) hands them over newest first, so the scan stops after a page.
 */
export function readTimeline(
  db: Database,
  viewerId: string,
  floor: TimelineKey | null,
  window: PageWindow,
  rows: number,
): Promise<ListedPost[]> {
  const sql = `SELECT e.post_id AS postId, e.activity_at AS activityAt, e.reposter_id AS reposterId,
      e.hashtag AS hashtag, ${reposterColumnsSql('ru')}, ${HYDRATED_POST_COLUMNS}
    FROM timeline_entries e
    JOIN posts p ON p.id = e.post_id
    ${HYDRATED_POST_JOINS}
    LEFT JOIN users ru ON ru.id = e.reposter_id
    WHERE e.member_id = :viewerId
      ${window.before ? `AND ${afterCursorSql('e.activity_at', 'e.post_id')}` : ''}
      ${floor ? 'AND (e.activity_at > :floorAt OR (e.activity_at = :floorAt AND e.post_id >= :floorPostId))' : ''}
      AND (e.reposter_id IS NULL
        OR EXISTS (SELECT 1 FROM reposts r WHERE r.post_id = e.post_id AND r.user_id = e.reposter_id))
      AND (e.hashtag IS NULL
        OR EXISTS (SELECT 1 FROM hashtag_follows hf WHERE hf.user_id = :viewerId AND hf.tag = e.hashtag))
      AND ${visiblePostSql('p')}
    ORDER BY e.activity_at DESC, e.post_id DESC`;
  return listPosts(
    db,
    viewerId,
    sql,
    floor ? { floorAt: sqlTime(db, floor.at), floorPostId: floor.postId } : {},
    { rows, offset: window.offset, before: window.before },
  );
}
