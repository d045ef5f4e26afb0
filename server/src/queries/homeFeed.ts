import type { PostPageDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { afterCursorSql, runPostPage, type PageWindow } from './postPage.js';

const FOLLOWEES = 'SELECT f.followee_id FROM follows f WHERE f.follower_id = :viewerId';

/**
 * The home feed. A member who follows someone sees their own posts and the posts and reposts of
 * the members they follow, each post once, placed by its newest activity there (its own time or
 * the latest repost by a followee); `reposterId` names that followee when a repost placed it.
 * A member who follows nobody sees every post open to everyone (public, by a public profile) and their own.
 */
export async function loadHomeFeed(db: Database, viewerId: string, window: PageWindow): Promise<PostPageDto> {
  const [follows] = await db.sequelize.query<{ one: number }>(
    'SELECT 1 AS one FROM follows WHERE follower_id = :viewerId LIMIT 1',
    { type: QueryTypes.SELECT, replacements: { viewerId } },
  );
  if (!follows) return runPostPage(db, viewerId, window, everyonesPostsSql(window), {});
  const candidates = window.offset + window.limit + 1;
  return runPostPage(db, viewerId, window, followedFeedSql(window), { candidates });
}

function everyonesPostsSql(window: PageWindow): string {
  return `SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId
    FROM posts p
    WHERE ${visiblePostSql('p')}
      ${window.before ? `AND ${afterCursorSql('p.created_at', 'p.id')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC`;
}

/**
 * Two bounded branches, each at most `candidates` rows: the newest original posts of the viewer and
 * followees, and the newest followee-reposted posts (placed by their latest followee repost). The top
 * N posts by newest activity always lie within the top N of each branch, so the page is exact. After a
 * cursor, a post a followee reposted at or before the cursor's place was already listed there, so its
 * original is left out.
 */
export function followedFeedSql(window: PageWindow): string {
  const before = window.before !== null;
  return `SELECT c.postId, c.activityAt, c.reposterId FROM (
      SELECT b.postId, b.activityAt, b.reposterId,
        ROW_NUMBER() OVER (PARTITION BY b.postId ORDER BY b.activityAt DESC) AS pick
      FROM (
        SELECT * FROM (
          SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId
          FROM posts p
          JOIN (${FOLLOWEES} UNION ALL SELECT :viewerId) authors ON p.author_id = authors.followee_id
          WHERE ${visiblePostSql('p')}
          ${before ? `AND ${afterCursorSql('p.created_at', 'p.id')} AND NOT EXISTS (SELECT 1 FROM reposts later WHERE later.post_id = p.id AND NOT ${afterCursorSql('later.created_at', 'p.id')} AND later.user_id IN (${FOLLOWEES}))` : ''}
          ORDER BY p.created_at DESC, p.id DESC LIMIT :candidates
        ) originals
        UNION ALL
        SELECT * FROM (
          SELECT s.postId, s.activityAt, s.reposterId FROM (
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
      ) b
    ) c
    WHERE c.pick = 1
    ORDER BY c.activityAt DESC, c.postId DESC`;
}
