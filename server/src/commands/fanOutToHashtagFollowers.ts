import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { FAN_OUT_BATCH, refreshBatch } from './fanOutToFollowers.js';

/**
 * Writes a new post into the built timelines of the members who follow one of its hashtags, a batch
 * of members per transaction. Members who also follow its author get the same row the author's
 * fan-out wrote (a follow places a post before a hashtag does).
 */
export async function fanOutToHashtagFollowers(db: Database, postId: string): Promise<void> {
  let after = '';
  for (;;) {
    const members = await db.sequelize.query<{ id: string }>(
      `SELECT DISTINCT hf.user_id AS id FROM post_hashtags h
       JOIN hashtag_follows hf ON hf.tag = h.tag
       JOIN timeline_states s ON s.member_id = hf.user_id
       WHERE h.post_id = :postId AND hf.user_id > :after
       ORDER BY hf.user_id LIMIT :batch`,
      { type: QueryTypes.SELECT, replacements: { postId, after, batch: FAN_OUT_BATCH } },
    );
    if (members.length === 0) return;
    await refreshBatch(
      db,
      members.map((m) => m.id),
      postId,
    );
    if (members.length < FAN_OUT_BATCH) return;
    after = members.at(-1)!.id;
  }
}
