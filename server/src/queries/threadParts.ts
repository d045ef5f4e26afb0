import { THREAD_MAX_PARTS, type PostDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { hydratePosts } from './hydratePosts.js';

/**
 * The parts of the thread `threadId` (its first part's id) that the viewer may see, in order. A part
 * deleted on its own leaves the others; a thread the viewer may not see, or none, is post_not_found.
 */
export async function loadThreadParts(db: Database, viewerId: string, threadId: string): Promise<PostDto[]> {
  if (!isUuid(threadId)) throw new AppError('post_not_found');
  const rows = await db.sequelize.query<{ postId: string }>(
    `SELECT p.id AS postId FROM posts p
      WHERE p.thread_id = :threadId AND ${visiblePostSql('p')}
      ORDER BY p.thread_position ASC
      LIMIT ${THREAD_MAX_PARTS}`,
    { type: QueryTypes.SELECT, replacements: { threadId, viewerId } },
  );
  if (rows.length === 0) throw new AppError('post_not_found');
  return hydratePosts(db, viewerId, rows);
}
