import type { PostPageDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { HYDRATED_POST_COLUMNS, HYDRATED_POST_JOINS } from './hydratePosts.js';
import { afterCursorSql, finishPage, listPosts, type PageWindow } from './postPage.js';

/**
 * The posts a member (by id or username) wrote that the viewer may see, newest first: the index on
 * (author, time, id, privacy) hands them over in order, each read whole in the same statement. An
 * unknown member is `user_not_found`.
 */
export async function loadMemberPosts(
  db: Database,
  viewerId: string,
  idOrUsername: string,
  window: PageWindow,
): Promise<PostPageDto> {
  const byId = isUuid(idOrUsername);
  const author = `SELECT a.id FROM users a WHERE ${byId ? 'a.id' : 'a.username_lower'} = :key`;
  const key = byId ? idOrUsername : String(idOrUsername).toLowerCase();
  const sql = `SELECT p.id AS postId, p.created_at AS activityAt, NULL AS reposterId, ${HYDRATED_POST_COLUMNS}
    FROM posts p ${HYDRATED_POST_JOINS}
    WHERE p.author_id = (${author}) AND ${visiblePostSql('p', { author: 'u' })}
      ${window.before ? `AND ${afterCursorSql('p.created_at', 'p.id')}` : ''}
    ORDER BY p.created_at DESC, p.id DESC`;
  const rows = await listPosts(
    db,
    viewerId,
    sql,
    { key },
    {
      rows: window.limit + 1,
      offset: window.offset,
      before: window.before,
    },
  );
  if (rows.length === 0) {
    const found = await db.sequelize.query(author, { type: QueryTypes.SELECT, replacements: { key } });
    if (found.length === 0) throw new AppError('user_not_found');
  }
  return finishPage(db, viewerId, window.limit, rows);
}
