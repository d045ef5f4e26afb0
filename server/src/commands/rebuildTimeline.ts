import type { Database } from '../db/database.js';
import { keyOf, newestTimelineItems, TIMELINE_LENGTH } from '../queries/timelineItems.js';
import { insertItems, lockTimelines } from './timelineRows.js';

/**
 * Builds a member's timeline afresh from follows, posts and reposts: its newest TIMELINE_LENGTH items,
 * with the floor at the oldest of them when there are more. Used when a timeline is missing (a member
 * who starts following, or one whose rows were lost) and by the bench seed.
 */
export async function rebuildTimeline(db: Database, memberId: string): Promise<void> {
  await db.sequelize.transaction(async (transaction) => {
    const { TimelineState } = db.models;
    // Two builds of one timeline wait for each other here rather than deadlock on the state row.
    if (db.dialect === 'mysql') {
      await db.sequelize.query('SELECT id FROM users WHERE id = :memberId FOR UPDATE', {
        replacements: { memberId },
        transaction,
      });
    }
    // The state row first: fan-outs that start from now on include this member, and wait for us.
    await TimelineState.bulkCreate([{ memberId, builtAt: new Date() }], {
      transaction,
      ignoreDuplicates: true,
    });
    await lockTimelines(db, transaction, [memberId]);
    await db.sequelize.query('DELETE FROM timeline_entries WHERE member_id = :memberId', {
      replacements: { memberId },
      transaction,
    });
    const items = await newestTimelineItems(db, transaction, memberId, TIMELINE_LENGTH + 1);
    const kept = items.slice(0, TIMELINE_LENGTH);
    const floor = items.length > TIMELINE_LENGTH ? keyOf(kept.at(-1)!) : null;
    await insertItems(db, transaction, new Map([[memberId, { memberId, floor: null }]]), kept);
    await TimelineState.update(
      { floorAt: floor?.at ?? null, floorPostId: floor?.postId ?? null, builtAt: new Date() },
      { where: { memberId }, transaction },
    );
  });
}
