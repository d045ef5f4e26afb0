import type { Database } from '../db/database.js';
import { hashtagTimelinePosts, TIMELINE_LENGTH } from '../queries/timelineItems.js';
import { rebuildTimeline } from './rebuildTimeline.js';
import { lockTimelines, raiseFloor, refreshItems, trimTimelines } from './timelineRows.js';

/**
 * After `memberId` followed the hashtag `tag`: its newest posts (TIMELINE_LENGTH at most) go into the
 * member's timeline. When it has older ones, the floor rises to where they were cut, so the feed reads
 * below it from the posts. A member without a timeline gets one built.
 */
export async function addHashtagToTimeline(db: Database, memberId: string, tag: string): Promise<void> {
  const built = await db.sequelize.transaction(async (transaction) => {
    const timeline = (await lockTimelines(db, transaction, [memberId])).get(memberId);
    if (!timeline) return false;
    const { postIds, floor } = await hashtagTimelinePosts(db, transaction, tag, TIMELINE_LENGTH);
    const raised = floor ? await raiseFloor(db, transaction, timeline, floor) : timeline;
    await refreshItems(db, transaction, new Map([[memberId, raised]]), postIds);
    await trimTimelines(db, transaction, [raised]);
    return true;
  });
  if (!built) await rebuildTimeline(db, memberId);
}
