import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { isTrimTurn, lockTimelines, refreshItems, trimTimelines } from './timelineRows.js';

/** How many timelines one transaction of a fan-out writes. */
export const FAN_OUT_BATCH = 500;

/**
 * Writes what a post now is into the built timelines of `actorId`'s followers (and the actor's own
 * with `includeActor`): after the actor posted it, reposted it or took the repost back. A batch of
 * followers per transaction, so a member followed by 100,000 never holds one long lock.
 */
export async function fanOutToFollowers(
  db: Database,
  actorId: string,
  postId: string,
  { includeActor }: { includeActor: boolean },
): Promise<void> {
  if (includeActor) await refreshBatch(db, [actorId], postId);
  let after = '';
  for (;;) {
    const followers = await db.sequelize.query<{ id: string }>(
      `SELECT f.follower_id AS id FROM follows f
       JOIN timeline_states s ON s.member_id = f.follower_id
       WHERE f.followee_id = :actorId AND f.follower_id > :after
       ORDER BY f.follower_id LIMIT :batch`,
      { type: QueryTypes.SELECT, replacements: { actorId, after, batch: FAN_OUT_BATCH } },
    );
    if (followers.length === 0) return;
    await refreshBatch(
      db,
      followers.map((f) => f.id).filter((id) => id !== actorId),
      postId,
    );
    if (followers.length < FAN_OUT_BATCH) return;
    after = followers.at(-1)!.id;
  }
}

/** Re-derives one post in the built timelines of `memberIds`, in one transaction. */
export async function refreshBatch(db: Database, memberIds: string[], postId: string): Promise<void> {
  if (memberIds.length === 0) return;
  await db.sequelize.transaction(async (transaction) => {
    const timelines = await lockTimelines(db, transaction, memberIds);
    await refreshItems(db, transaction, timelines, [postId]);
    const due = [...timelines.values()].filter((t) => isTrimTurn(t.memberId, postId));
    await trimTimelines(db, transaction, due);
  });
}
