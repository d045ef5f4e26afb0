import { TRENDING_HASHTAGS_KEPT, TRENDING_WINDOW_MS } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { listedUserSql } from '../queries/listedMembers.js';
import { sqlTime } from '../queries/sqlTime.js';

/**
 * Ranks hashtags by how many posts used them in the 24 hours before `now` and keeps the top ones in
 * `trending_hashtags`, replacing the last ranking in one transaction. Only posts anyone may read count
 * (public posts of public profiles), so a rank never tells of posts hidden from someone. Ties go to
 * the alphabetically first tag.
 */
export async function refreshTrendingHashtags(db: Database, now = new Date()): Promise<number> {
  const rows = await db.sequelize.query<{ tag: string; postCount: number | string }>(
    `SELECT h.tag AS tag, COUNT(*) AS postCount FROM post_hashtags h
     JOIN posts p ON p.id = h.post_id
     JOIN users u ON u.id = p.author_id
     WHERE h.created_at > :since AND h.created_at <= :now
       AND p.privacy = 'public' AND u.profile_visibility = 'public' AND ${listedUserSql('u')}
     GROUP BY h.tag ORDER BY postCount DESC, h.tag ASC LIMIT :kept`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        since: sqlTime(db, new Date(now.getTime() - TRENDING_WINDOW_MS)),
        now: sqlTime(db, now),
        kept: TRENDING_HASHTAGS_KEPT,
      },
    },
  );
  const { TrendingHashtag } = db.models;
  await db.sequelize.transaction(async (transaction) => {
    await TrendingHashtag.destroy({ where: {}, transaction });
    await TrendingHashtag.bulkCreate(
      rows.map((row, i) => ({
        tag: row.tag,
        trendingRank: i + 1,
        postCount: Number(row.postCount),
        computedAt: now,
      })),
      { transaction },
    );
  });
  return rows.length;
}
