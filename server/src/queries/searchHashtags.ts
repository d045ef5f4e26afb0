import type { HashtagSuggestionDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { likeCondition, prefixPattern } from './likePattern.js';

/**
 * Hashtags starting with `prefix` in posts the viewer may see, most used first, with how many of
 * those posts use each, named as first written. A tag found only in posts hidden from the viewer is
 * neither listed nor counted.
 */
export async function searchHashtags(
  db: Database,
  viewerId: string,
  prefix: string,
  limit: number,
): Promise<HashtagSuggestionDto[]> {
  const rows = await db.sequelize.query<{ name: string; postCount: number | string }>(
    `SELECT COALESCE(MAX(t.name), h.tag) AS name, COUNT(*) AS postCount FROM post_hashtags h
     JOIN posts p ON p.id = h.post_id
     LEFT JOIN hashtags t ON t.tag = h.tag
     WHERE ${likeCondition(db, 'h.tag', { lowered: true })} AND ${visiblePostSql('p')}
     GROUP BY h.tag ORDER BY postCount DESC, h.tag ASC LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { likePattern: prefixPattern(prefix), limit, viewerId } },
  );
  return rows.map((row) => ({ name: row.name, postCount: Number(row.postCount) }));
}
