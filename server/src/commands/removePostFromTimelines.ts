import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { FAN_OUT_BATCH } from './fanOutToFollowers.js';

/**
 * Deletes a deleted post's rows from every timeline, a batch at a time. The feed never shows them
 * meanwhile: it reads timelines joined with the posts that exist.
 */
export async function removePostFromTimelines(db: Database, postId: string): Promise<void> {
  for (;;) {
    const rows = await db.sequelize.query<{ memberId: string }>(
      'SELECT member_id AS memberId FROM timeline_entries WHERE post_id = :postId LIMIT :batch',
      { type: QueryTypes.SELECT, replacements: { postId, batch: FAN_OUT_BATCH } },
    );
    if (rows.length === 0) return;
    await db.sequelize.query(
      'DELETE FROM timeline_entries WHERE post_id = :postId AND member_id IN (:memberIds)',
      {
        replacements: { postId, memberIds: rows.map((r) => r.memberId) },
      },
    );
  }
}
