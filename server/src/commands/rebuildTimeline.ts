import type { Database } from '../db/database.js';
import { insertNewestTimelineItems, TIMELINE_LENGTH } from '../queries/timelineItems.js';
import { lockTimelines, trimTimelines } from './timelineRows.js';

/**
 * Builds a member's timeline afresh from follows, posts and reposts: its newest TIMELINE_LENGTH items,
 * with the floor at the oldest of them when there are more. Used when a timeline is missing (a member
 * who starts following, or one whose rows were lost).
 */
export function rebuildTimeline(db: Database, memberId: string): Promise<void> {
  return rebuildTimelines(db, [memberId]);
}

/**
 * rebuildTimeline for several members in one transaction, their items written by one statement that
 * stays in the database (the bench seed builds 10,000 timelines a hundred at a time). One item more
 * than a timeline keeps is written, so trimming finds the members who have more and sets their floor.
 */
export async function rebuildTimelines(db: Database, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  const ids = [...new Set(memberIds)].sort();
  await db.sequelize.transaction(async (transaction) => {
    const { TimelineState } = db.models;
    // Two builds of one timeline wait for each other here rather than deadlock on the state row.
    if (db.dialect === 'mysql') {
      await db.sequelize.query('SELECT id FROM users WHERE id IN (:ids) ORDER BY id FOR UPDATE', {
        replacements: { ids },
        transaction,
      });
    }
    const builtAt = new Date();
    // The state rows first: fan-outs that start from now on include these members, and wait for us.
    await TimelineState.bulkCreate(
      ids.map((memberId) => ({ memberId, builtAt })),
      { transaction, ignoreDuplicates: true },
    );
    await lockTimelines(db, transaction, ids);
    await TimelineState.update(
      { floorAt: null, floorPostId: null, builtAt },
      { where: { memberId: ids }, transaction },
    );
    await db.sequelize.query('DELETE FROM timeline_entries WHERE member_id IN (:ids)', {
      replacements: { ids },
      transaction,
    });
    await insertNewestTimelineItems(db, transaction, ids, TIMELINE_LENGTH + 1);
    await trimTimelines(
      db,
      transaction,
      ids.map((memberId) => ({ memberId, floor: null })),
    );
  });
}
