import type { PostPageDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { containsPattern, likeCondition } from './likePattern.js';
import { afterCursorSql, runPostPage, type PageWindow } from './postPage.js';

/** Posts whose text contains `text` (literally, any case) that the viewer may see, newest first. */
export function searchPosts(
  db: Database,
  viewerId: string,
  text: string,
  window: PageWindow,
): Promise<PostPageDto> {
  const sql = `SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId
    FROM posts p
    WHERE ${likeCondition(db, 'p.content')} AND ${visiblePostSql('p')}
      ${window.before ? `AND ${afterCursorSql('p.created_at', 'p.id')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC`;
  return runPostPage(db, viewerId, window, sql, { likePattern: containsPattern(text) });
}
