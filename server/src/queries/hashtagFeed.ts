import type { PostPageDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { afterCursorSql, runPostPage, type PageWindow } from './postPage.js';

/**
 * A hashtag page's posts the viewer may see, newest first. `post_hashtags` is the hashtag's own
 * timeline, written once when the post is published; its index (tag, time, post) hands the rows over
 * in order, so a page stops after a page of visible posts.
 */
export function loadHashtagFeed(
  db: Database,
  viewerId: string,
  tag: string,
  window: PageWindow,
): Promise<PostPageDto> {
  const sql = `SELECT h.post_id AS postId, h.created_at AS activityAt, NULL AS reposterId
    FROM post_hashtags h
    JOIN posts p ON p.id = h.post_id
    WHERE h.tag = :tag AND ${visiblePostSql('p')}
      ${window.before ? `AND ${afterCursorSql('h.created_at', 'h.post_id')}` : ''}
    ORDER BY h.created_at DESC, h.post_id DESC`;
  return runPostPage(db, viewerId, window, sql, { tag: tag.toLowerCase() });
}
