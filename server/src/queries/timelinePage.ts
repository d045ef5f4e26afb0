import type { Database } from '../db/database.js';
import { WITHOUT_SUBQUERY_CACHE } from '../db/mariadbSession.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import {
  afterCursorSql,
  reposterColumnsSql,
  selectListedRows,
  toListedPost,
  type ListedPost,
  type PageWindow,
} from './postPage.js';
import { HYDRATED_POST_COLUMNS, HYDRATED_POST_JOINS } from './hydratePosts.js';
import { toDate } from './rowValues.js';
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

/** Kinds of events that concern the actor's followers besides the actor. */
const FOLLOWER_EVENTS = "('post', 'repost', 'unrepost')";

/** SQL true when the member bound as :viewerId follows anyone or any hashtag. */
const FOLLOWS_SQL = `(EXISTS (SELECT 1 FROM follows ff WHERE ff.follower_id = :viewerId)
  OR EXISTS (SELECT 1 FROM hashtag_follows fh WHERE fh.user_id = :viewerId))`;

/** SQL true when a change that concerns the member bound as :viewerId still waits for its job. */
const PENDING_SQL = `EXISTS (SELECT 1 FROM timeline_events ev WHERE ev.actor_id = :viewerId
    OR (ev.kind IN ${FOLLOWER_EVENTS} AND EXISTS (
      SELECT 1 FROM follows ef WHERE ef.follower_id = :viewerId AND ef.followee_id = ev.actor_id))
    OR (ev.kind = 'post' AND EXISTS (
      SELECT 1 FROM post_hashtags eh JOIN hashtag_follows ehf ON ehf.tag = eh.tag
      WHERE eh.post_id = ev.post_id AND ehf.user_id = :viewerId)))`;

/** The source's columns as the database answers them. */
interface SourceColumns {
  floorAt: Date | string | null;
  floorPostId: string | null;
  follows: number | string;
  pending: number | string;
}

function toFeedSource(row: SourceColumns, built: boolean): FeedSource {
  return {
    follows: Number(row.follows) === 1,
    built,
    floor:
      row.floorAt === null || row.floorPostId === null
        ? null
        : { at: toDate(row.floorAt), postId: row.floorPostId },
    pending: Number(row.pending) === 1,
  };
}

export async function loadFeedSource(db: Database, viewerId: string): Promise<FeedSource> {
  const [row] = await db.select<SourceColumns & { builtFor: string | null }>(
    `SELECT s.member_id AS builtFor, s.floor_at AS floorAt, s.floor_post_id AS floorPostId,
       ${FOLLOWS_SQL} AS follows, ${PENDING_SQL} AS pending
     FROM (SELECT 1 AS one) one LEFT JOIN timeline_states s ON s.member_id = :viewerId`,
    { viewerId },
  );
  return toFeedSource(row!, row!.builtFor !== null);
}

/** A page of the member's stored timeline, and the feed's source when the page tells it. */
export interface TimelinePage {
  rows: ListedPost[];
  source: FeedSource | null;
}

/**
 * SQL true when the member bound as :viewerId follows a member, which tells the page statement that
 * they follow someone with one table instead of FOLLOWS_SQL's two; for a member who follows hashtags
 * only, the source is read on its own.
 */
const FOLLOWS_MEMBER_SQL = 'EXISTS (SELECT 1 FROM follows ff WHERE ff.follower_id = :viewerId)';

/** The page statement's own columns: the timeline's floor, its follows check and pending. */
type PageSourceColumns = Omit<SourceColumns, 'follows'> & { followsMember: number | string };

/** The feed's source as a page row tells it; null for a member who follows no member. */
function pageSource(row: PageSourceColumns): FeedSource | null {
  if (Number(row.followsMember) !== 1) return null;
  const { floorAt, floorPostId, pending } = row;
  return toFeedSource({ floorAt, floorPostId, pending, follows: 1 }, true);
}

/**
 * Up to `rows` items of the member's stored timeline from the window's place on (above its floor),
 * only posts that still exist and that the viewer may see now (the policy, at read time), each with
 * its reposter and its post read whole. The index on (member, activity, post) hands them over newest
 * first, so the scan stops after a page.
 *
 * A repost taken back or a hashtag unfollowed needs no check per row: each records its event in the
 * transaction that made it, and the feed is not read from the timeline (`pending`) until the event's
 * job has written it there. What changes without an event is checked here: a post deleted (the join),
 * its privacy or its author's profile (the visibility), a reposter whose account is gone (the
 * reposts went with it, and so does the entry, by its reposter's missing row).
 *
 * One statement for the page, its posts and the feed's source (pageSource, read once per statement):
 * the feed asks for the page before it knows the source, since the page is what it answers with
 * nearly always; hydratePosts then reads only the quoted posts and the polls. An empty page, or the
 * page of a member who follows no member, says nothing of the source (null): the caller reads it on
 * its own then.
 */
export async function readTimelinePage(
  db: Database,
  viewerId: string,
  window: PageWindow,
  rows: number,
): Promise<TimelinePage> {
  const read = await selectListedRows<PageSourceColumns>(
    db,
    viewerId,
    TIMELINE_PAGE_SQL[db.dialect][window.before ? 'afterCursor' : 'first'],
    {},
    { rows, offset: window.offset, before: window.before },
  );
  return { rows: read.map(toListedPost), source: read[0] ? pageSource(read[0]) : null };
}

/**
 * readTimelinePage's statement, from the top of the timeline or after a cursor. MySQL and MariaDB
 * join its tables in the order written (STRAIGHT_JOIN): the entries, read newest first from the
 * member's index, then each entry's post, author and the viewer's flags, which is the plan they
 * choose anyway; MariaDB plans every execution of a prepared statement again, and searching for
 * that order was about 5 % of the statement's instructions. Its rows are distinct posts, so
 * MariaDB runs it without the subquery cache (WITHOUT_SUBQUERY_CACHE).
 */
function timelinePageSql(afterCursor: boolean, dialect: Database['dialect']): string {
  const mysql = dialect === 'mysql';
  return `${mysql ? WITHOUT_SUBQUERY_CACHE : ''}SELECT ${mysql ? 'STRAIGHT_JOIN ' : ''}e.post_id AS postId, e.activity_at AS activityAt, e.reposter_id AS reposterId,
      e.hashtag AS hashtag, ${reposterColumnsSql('ru')}, ${HYDRATED_POST_COLUMNS},
      s.floor_at AS floorAt, s.floor_post_id AS floorPostId, ${FOLLOWS_MEMBER_SQL} AS followsMember,
      ${PENDING_SQL} AS pending
    FROM timeline_entries e
    JOIN timeline_states s ON s.member_id = e.member_id
    JOIN posts p ON p.id = e.post_id
    ${HYDRATED_POST_JOINS}
    LEFT JOIN users ru ON ru.id = e.reposter_id
    WHERE e.member_id = :viewerId
      ${afterCursor ? `AND ${afterCursorSql('e.activity_at', 'e.post_id')}` : ''}
      AND (s.floor_at IS NULL OR e.activity_at > s.floor_at
        OR (e.activity_at = s.floor_at AND e.post_id >= s.floor_post_id))
      AND (e.reposter_id IS NULL OR ru.id IS NOT NULL)
      AND ${visiblePostSql('p', { author: 'u', viewer: 'e.member_id' })}
    ORDER BY e.activity_at DESC, e.post_id DESC`;
}

/** Made once: the same text each time is looked up at once in the statement caches (namedParameters.ts). */
const TIMELINE_PAGE_SQL = {
  sqlite: { first: timelinePageSql(false, 'sqlite'), afterCursor: timelinePageSql(true, 'sqlite') },
  mysql: { first: timelinePageSql(false, 'mysql'), afterCursor: timelinePageSql(true, 'mysql') },
};
