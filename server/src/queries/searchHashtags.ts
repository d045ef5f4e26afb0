import type { HashtagSuggestionDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { likeCondition, prefixPattern } from './likePattern.js';

/** Stored hashtags starting with `prefix`, most used first, with how many posts use each. */
export async function searchHashtags(
  db: Database,
  prefix: string,
  limit: number,
): Promise<HashtagSuggestionDto[]> {
  const rows = await db.sequelize.query<{ name: string; postCount: number | string }>(
    `SELECT h.tag AS name, COUNT(*) AS postCount FROM post_hashtags h
     WHERE ${likeCondition(db, 'h.tag', { lowered: true })}
     GROUP BY h.tag ORDER BY postCount DESC, h.tag ASC LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { likePattern: prefixPattern(prefix), limit } },
  );
  return rows.map((row) => ({ name: row.name, postCount: Number(row.postCount) }));
}
