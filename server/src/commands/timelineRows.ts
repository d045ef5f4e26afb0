import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../db/database.js';
import { toDate } from '../queries/rowValues.js';
import { sqlTime } from '../queries/sqlTime.js';
import {
  compareKeys,
  deriveTimelineItems,
  keyOf,
  TIMELINE_LENGTH,
  type TimelineItem,
  type TimelineKey,
} from '../queries/timelineItems.js';

/**
 * The writing steps every timeline change is made of. Each runs inside the caller's transaction,
 * after `lockTimelines` has taken the timelines it changes: two jobs that touch one timeline then
 * run one after the other, and the later one derives its rows from what the earlier one committed.
 */

/** A built timeline and its floor (null: it holds every item). */
export interface TimelineFloor {
  memberId: string;
  floor: TimelineKey | null;
}

interface StateRow {
  memberId: string;
  floorAt: Date | string | null;
  floorPostId: string | null;
}

/** Locks the built timelines among `memberIds` (in id order, so jobs never wait on each other in a circle). */
export async function lockTimelines(
  db: Database,
  transaction: Transaction,
  memberIds: readonly string[],
): Promise<Map<string, TimelineFloor>> {
  if (memberIds.length === 0) return new Map();
  // SQLite runs one write transaction at a time and has no FOR UPDATE.
  const rows = await db.sequelize.query<StateRow>(
    `SELECT member_id AS memberId, floor_at AS floorAt, floor_post_id AS floorPostId
     FROM timeline_states WHERE member_id IN (:memberIds) ORDER BY member_id
     ${db.dialect === 'mysql' ? 'FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, replacements: { memberIds }, transaction },
  );
  return new Map(
    rows.map((row) => [
      row.memberId,
      {
        memberId: row.memberId,
        floor:
          row.floorAt === null || row.floorPostId === null
            ? null
            : { at: toDate(row.floorAt), postId: row.floorPostId },
      },
    ]),
  );
}

/** Stores items, leaving out those below their timeline's floor (the feed reads those from the posts). */
export async function insertItems(
  db: Database,
  transaction: Transaction,
  timelines: ReadonlyMap<string, TimelineFloor>,
  items: readonly TimelineItem[],
): Promise<void> {
  const rows = items.filter((item) => {
    const floor = timelines.get(item.memberId)?.floor;
    return floor === null || (floor !== undefined && compareKeys(keyOf(item), floor) >= 0);
  });
  if (rows.length === 0) return;
  await db.models.TimelineEntry.bulkCreate(rows, { transaction, ignoreDuplicates: true });
}

/**
 * Replaces what the built timelines among `memberIds` hold about `postIds` with what those posts are
 * in them now: a new post, a repost or its undoing, a follow or an unfollow all come down to this.
 */
export async function refreshItems(
  db: Database,
  transaction: Transaction,
  timelines: ReadonlyMap<string, TimelineFloor>,
  postIds: readonly string[],
): Promise<void> {
  const memberIds = [...timelines.keys()];
  if (memberIds.length === 0 || postIds.length === 0) return;
  await db.sequelize.query(
    'DELETE FROM timeline_entries WHERE member_id IN (:memberIds) AND post_id IN (:postIds)',
    { replacements: { memberIds, postIds }, transaction },
  );
  await insertItems(
    db,
    transaction,
    timelines,
    await deriveTimelineItems(db, transaction, memberIds, postIds),
  );
}

/** Moves a timeline's floor up to `floor` (never down), dropping the rows now below it. */
export async function raiseFloor(
  db: Database,
  transaction: Transaction,
  timeline: TimelineFloor,
  floor: TimelineKey,
): Promise<TimelineFloor> {
  if (timeline.floor && compareKeys(timeline.floor, floor) >= 0) return timeline;
  const at = sqlTime(db, floor.at);
  await db.sequelize.query(
    `DELETE FROM timeline_entries WHERE member_id = :memberId
       AND (activity_at < :at OR (activity_at = :at AND post_id < :postId))`,
    { replacements: { memberId: timeline.memberId, at, postId: floor.postId }, transaction },
  );
  await db.models.TimelineState.update(
    { floorAt: floor.at, floorPostId: floor.postId },
    { where: { memberId: timeline.memberId }, transaction },
  );
  return { memberId: timeline.memberId, floor };
}

/** Cuts the given timelines that hold more than TIMELINE_LENGTH items back to that length. */
export async function trimTimelines(
  db: Database,
  transaction: Transaction,
  timelines: readonly TimelineFloor[],
): Promise<void> {
  if (timelines.length === 0) return;
  const rows = await db.sequelize.query<{
    memberId: string;
    activityAt: Date | string;
    postId: string;
    n: number;
  }>(
    `SELECT x.memberId, x.activityAt, x.postId, x.n FROM (
      SELECT e.member_id AS memberId, e.activity_at AS activityAt, e.post_id AS postId,
        ROW_NUMBER() OVER (PARTITION BY e.member_id ORDER BY e.activity_at DESC, e.post_id DESC) AS n
      FROM timeline_entries e WHERE e.member_id IN (:memberIds)
    ) x WHERE x.n IN (:length, :length + 1)`,
    {
      type: QueryTypes.SELECT,
      replacements: { memberIds: timelines.map((t) => t.memberId), length: TIMELINE_LENGTH },
      transaction,
    },
  );
  const overLength = new Set(
    rows.filter((row) => Number(row.n) > TIMELINE_LENGTH).map((row) => row.memberId),
  );
  const byMember = new Map(timelines.map((t) => [t.memberId, t]));
  for (const row of rows) {
    if (Number(row.n) !== TIMELINE_LENGTH || !overLength.has(row.memberId)) continue;
    // The oldest item kept becomes the floor: everything at or above it is still there.
    await raiseFloor(db, transaction, byMember.get(row.memberId)!, {
      at: toDate(row.activityAt),
      postId: row.postId,
    });
  }
}

/**
 * Spreads trimming over writes: a timeline is trimmed on about one write in eight, so a busy one
 * grows a little past TIMELINE_LENGTH between trims instead of being counted on every write.
 */
export function isTrimTurn(memberId: string, postId: string): boolean {
  return (parseInt(memberId.slice(-6), 16) + parseInt(postId.slice(-6), 16)) % 8 === 0;
}
