import type { PostPageDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { afterCursorSql, runPostPage, type PageWindow } from './postPage.js';

/** The posts a member wrote that the viewer may see, newest first. */
export function loadMemberPosts(
  db: Database,
  viewerId: string,
  authorId: string,
  window: PageWindow,
): Promise<PostPageDto> {
  const sql = `SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId
    FROM posts p
    WHERE p.author_id = :authorId AND ${visiblePostSql('p')}
      ${window.before ? `AND ${afterCursorSql('p.created_at', 'p.id')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC`;
  return runPostPage(db, viewerId, window, sql, { authorId });
}
