import type { PostPageDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { afterCursorSql, runPostPage, type PageWindow } from './postPage.js';

/**
 * A list's feed: the posts its members wrote that the viewer may see, newest first. Computed on read:
 * a list holds at most LIST_MEMBERS_MAX members and each member's posts come in index order
 * (author, time, id), so a page reads a bounded slice per member rather than a stored timeline that
 * every post would have to be written into once per list it reaches.
 */
export function loadListFeed(
  db: Database,
  viewerId: string,
  listId: string,
  window: PageWindow,
): Promise<PostPageDto> {
  const sql = `SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId
    FROM list_members lm
    JOIN posts p ON p.author_id = lm.user_id
    WHERE lm.list_id = :listId AND ${visiblePostSql('p')}
      ${window.before ? `AND ${afterCursorSql('p.created_at', 'p.id')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC`;
  return runPostPage(db, viewerId, window, sql, { listId });
}
