import type { Database } from '../db/database.js';
import {
  keyOf,
  newestTimelineItems,
  TIMELINE_LENGTH,
  type TimelineItem,
  type TimelineKey,
} from '../queries/timelineItems.js';
import { insertItems, lockTimelines } from './timelineRows.js';

/**
 * Builds a member's timeline afresh from follows, posts and reposts: its newest TIMELINE_LENGTH items,
 * with the floor at the oldest of them when there are more. Used when a timeline is missing (a member
 * who starts following, or one whose rows were lost).
 */
export function rebuildTimeline(db: Database, memberId: string): Promise<void> {
  return rebuildTimelines(db, [memberId]);
}

/**
 * rebuildTimeline for several members in one transaction and one read of their items (the bench
 * seed builds 10,000 timelines a hundred at a time).
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
    const timelines = await lockTimelines(db, transaction, ids);
    await db.sequelize.query('DELETE FROM timeline_entries WHERE member_id IN (:ids)', {
      replacements: { ids },
      transaction,
    });
    const items = await newestTimelineItems(db, transaction, ids, TIMELINE_LENGTH + 1);
    const byMember = new Map<string, TimelineItem[]>(ids.map((id) => [id, []]));
    for (const item of items) byMember.get(item.memberId)?.push(item);
    const kept: TimelineItem[] = [];
    const floors: { memberId: string; floor: TimelineKey | null }[] = [];
    for (const [memberId, list] of byMember) {
      kept.push(...list.slice(0, TIMELINE_LENGTH));
      const floor = list.length > TIMELINE_LENGTH ? keyOf(list[TIMELINE_LENGTH - 1]!) : null;
      floors.push({ memberId, floor });
    }
    const unfloored = new Map([...timelines.keys()].map((memberId) => [memberId, { memberId, floor: null }]));
    await insertItems(db, transaction, unfloored, kept);
    await TimelineState.bulkCreate(
      floors.map(({ memberId, floor }) => ({
        memberId,
        floorAt: floor?.at ?? null,
        floorPostId: floor?.postId ?? null,
        builtAt,
      })),
      { transaction, updateOnDuplicate: ['floorAt', 'floorPostId', 'builtAt'] },
    );
  });
}
