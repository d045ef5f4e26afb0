import type { PageCursor, PostPageDto } from '@flock/shared';
import { recordTimelineEvent } from '../commands/recordTimelineEvent.js';
import type { AppContext } from '../context.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import {
  afterCursorSql,
  finishPage,
  listPosts,
  reposterColumnsSql,
  type ListedPost,
  type PageWindow,
} from './postPage.js';
import { compareKeys, type TimelineKey } from './timelineItems.js';
import { loadFeedSource, readTimelinePage } from './timelinePage.js';

const FOLLOWEES = 'SELECT f.followee_id FROM follows f WHERE f.follower_id = :viewerId';

/**
 * The home feed. A member who follows someone sees their own posts, the posts and reposts of
 * the members they follow and the posts carrying hashtags they follow, each post once, placed by its
 * newest activity there (its own time or the latest repost by a followee); `reposterId` names that
 * followee when a repost placed it, `hashtag` the followed hashtag when only a hashtag brought it.
 * A member who follows nobody and no hashtag sees every post open to everyone (public, by a public
 * profile) and their own.
 *
 * The followed feed is read from the member's timeline (written on fan-out by the timeline jobs),
 * with visibility checked as it is read, in the statement that also tells how to read the feed
 * (readTimelinePage). It is computed from the posts instead (followedFeedSql)
 * while a change that concerns the member waits for its job, while the timeline is missing (its
 * build is then queued), and for what lies below the timeline's floor.
 */
export async function loadHomeFeed(
  ctx: AppContext,
  viewerId: string,
  window: PageWindow,
): Promise<PostPageDto> {
  return finishPage(ctx.db, viewerId, window.limit, await listHomeFeed(ctx, viewerId, window));
}

/** The home feed's rows for `window`: up to `limit + 1`, the extra one only telling there is more. */
export async function listHomeFeed(
  ctx: AppContext,
  viewerId: string,
  window: PageWindow,
): Promise<ListedPost[]> {
  const { db } = ctx;
  // The stored page comes with the source; an empty one does not, and the source is read alone.
  const stored = await readTimelinePage(db, viewerId, window, window.limit + 1);
  const source = stored.source ?? (await loadFeedSource(db, viewerId));
  const candidates = window.offset + window.limit + 1;
  const rows = { rows: window.limit + 1, offset: window.offset, before: window.before };
  if (!source.follows) return listPosts(db, viewerId, everyonesPostsSql(window), { candidates }, rows);
  if (!source.built || source.pending) {
    if (!source.built && !source.pending) {
      await db.sequelize.transaction((transaction) =>
        recordTimelineEvent(ctx, transaction, { kind: 'rebuild', actorId: viewerId }),
      );
    }
    return listPosts(db, viewerId, followedFeedSql(window), { candidates }, rows);
  }
  const timeline = stored.rows;
  if (timeline.length > window.limit || !source.floor) return timeline;
  // The page reaches below the floor. A `page` there is computed whole, since its offset counts
  // items of both parts; a cursor page continues from the floor, or from the cursor when lower.
  if (window.offset > 0) return listPosts(db, viewerId, followedFeedSql(window), { candidates }, rows);
  const before = lowerOf(source.floor, window.before);
  const rest = await listPosts(
    db,
    viewerId,
    followedFeedSql({ ...window, before }),
    { candidates: window.limit + 1 - timeline.length },
    { rows: window.limit + 1 - timeline.length, offset: 0, before },
  );
  const listed = new Set(timeline.map((row) => row.postId));
  return [...timeline, ...rest.filter((row) => !listed.has(row.postId))];
}

/** The floor as a cursor (everything strictly below it), or the given cursor when that is lower. */
function lowerOf(floor: TimelineKey, cursor: PageCursor | null): PageCursor {
  if (cursor && compareKeys({ at: cursor.time, postId: cursor.id }, floor) < 0) return cursor;
  return { time: floor.at, id: floor.postId };
}

/**
 * Everyone's open posts and the viewer's own, as two bounded branches that each read an index in
 * order (public posts by time; the viewer's posts by time), so a page stops after a page of rows.
 * For a viewer who follows nobody, a post they may see is public or their own.
 */
function everyonesPostsSql(window: PageWindow): string {
  const after = window.before ? `AND ${afterCursorSql('p.created_at', 'p.id')}` : '';
  const branch = (where: string) => `SELECT * FROM (
      SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId FROM posts p
      WHERE ${where} AND ${visiblePostSql('p')} ${after}
      ORDER BY p.created_at DESC, p.id DESC LIMIT :candidates)`;
  return `SELECT u.postId, u.activityAt, u.reposterId FROM (
      ${branch("p.privacy = 'public'")} open_posts
      UNION
      ${branch('p.author_id = :viewerId')} own_posts
    ) u
    ORDER BY u.activityAt DESC, u.postId DESC`;
}

/**
 * The followed feed computed from the posts (fan-out on read). Three bounded branches, each at most
 * `candidates` rows: the newest original posts of the viewer and followees, the newest
 * followee-reposted posts (placed by their latest followee repost), and the newest posts with a
 * followed hashtag (marked with the first such hashtag). The top N posts by newest activity always
 * lie within the top N of each branch, so the page is exact; a post both followed and tagged counts
 * as followed. After a cursor, a post a followee reposted at or before the cursor's place was already
 * listed there, so its original is left out.
 */
export function followedFeedSql(window: Pick<PageWindow, 'before'>): string {
  const before = window.before !== null;
  const notListedAsRepost = before
    ? `AND ${afterCursorSql('p.created_at', 'p.id')} AND NOT EXISTS (SELECT 1 FROM reposts later WHERE later.post_id = p.id AND NOT ${afterCursorSql('later.created_at', 'p.id')} AND later.user_id IN (${FOLLOWEES}))`
    : '';
  return `SELECT c.postId, c.activityAt, c.reposterId, c.hashtag, ${reposterColumnsSql('ru')} FROM (
      SELECT b.postId, b.activityAt, b.reposterId, b.hashtag,
        ROW_NUMBER() OVER (PARTITION BY b.postId ORDER BY b.activityAt DESC, b.viaTag) AS pick
      FROM (
        SELECT * FROM (
          SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId, NULL AS hashtag, 0 AS viaTag
          FROM posts p
          JOIN (${FOLLOWEES} UNION ALL SELECT :viewerId) authors ON p.author_id = authors.followee_id
          WHERE ${visiblePostSql('p')}
          ${notListedAsRepost}
          ORDER BY p.created_at DESC, p.id DESC LIMIT :candidates
        ) originals
        UNION ALL
        SELECT * FROM (
          SELECT s.postId, s.activityAt, s.reposterId, NULL AS hashtag, 0 AS viaTag FROM (
            SELECT r.post_id AS postId, r.created_at AS activityAt, r.user_id AS reposterId,
              ROW_NUMBER() OVER (PARTITION BY r.post_id ORDER BY r.created_at DESC, r.user_id) AS newest
            FROM follows f
            JOIN reposts r ON r.user_id = f.followee_id
            WHERE f.follower_id = :viewerId
              AND EXISTS (SELECT 1 FROM posts p WHERE p.id = r.post_id AND ${visiblePostSql('p')})
          ) s
          WHERE s.newest = 1 ${before ? `AND ${afterCursorSql('s.activityAt', 's.postId')}` : ''}
          ORDER BY s.activityAt DESC, s.postId DESC LIMIT :candidates
        ) shares
        UNION ALL
        SELECT * FROM (
          SELECT t.postId, t.activityAt, NULL AS reposterId, t.hashtag, 1 AS viaTag FROM (
            SELECT p.id AS postId, p.created_at AS activityAt, h.tag AS hashtag,
              ROW_NUMBER() OVER (PARTITION BY p.id ORDER BY h.tag) AS firstTag
            FROM hashtag_follows hf
            JOIN post_hashtags h ON h.tag = hf.tag
            JOIN posts p ON p.id = h.post_id
            WHERE hf.user_id = :viewerId AND ${visiblePostSql('p')}
            ${notListedAsRepost}
          ) t
          WHERE t.firstTag = 1
          ORDER BY t.activityAt DESC, t.postId DESC LIMIT :candidates
        ) tagged
      ) b
    ) c
    LEFT JOIN users ru ON ru.id = c.reposterId
    WHERE c.pick = 1
    ORDER BY c.activityAt DESC, c.postId DESC`;
}
