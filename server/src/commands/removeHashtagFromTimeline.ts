import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { lockTimelines, refreshItems } from './timelineRows.js';

/**
 * After `memberId` unfollowed the hashtag `tag`: the posts it had placed in the timeline are derived
 * again, which drops them unless a follow, a repost or another followed hashtag still brings them.
 */
export async function removeHashtagFromTimeline(db: Database, memberId: string, tag: string): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    const timelines = await lockTimelines(db, transaction, [memberId]);
    if (timelines.size === 0) return;
    const rows = await db.sequelize.query<{ postId: string }>(
      'SELECT post_id AS postId FROM timeline_entries WHERE member_id = :memberId AND hashtag = :tag',
      { type: QueryTypes.SELECT, replacements: { memberId, tag }, transaction },
    );
    await refreshItems(
      db,
      transaction,
      timelines,
      rows.map((r) => r.postId),
    );
  });
}
