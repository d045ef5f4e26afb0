import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { lockTimelines, refreshItems } from './timelineRows.js';

/**
 * After `memberId` unfollowed `formerId`: the posts that member had placed in the timeline (their own
 * and their reposts) are derived again, which drops them unless another followee reposted them.
 */
export async function removeFolloweeFromTimeline(
  db: Database,
  memberId: string,
  formerId: string,
): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    const timelines = await lockTimelines(db, transaction, [memberId]);
    if (timelines.size === 0) return;
    const rows = await db.sequelize.query<{ postId: string }>(
      `SELECT post_id AS postId FROM timeline_entries
       WHERE member_id = :memberId AND (author_id = :formerId OR reposter_id = :formerId)`,
      { type: QueryTypes.SELECT, replacements: { memberId, formerId }, transaction },
    );
    await refreshItems(
      db,
      transaction,
      timelines,
      rows.map((r) => r.postId),
    );
  });
}
