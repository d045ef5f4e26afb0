import type { HashtagDto } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';

interface HashtagRow {
  name: string | null;
  postCount: number | string;
  followerCount: number | string;
  isFollowing: number | string;
  trendingRank: number | string | null;
}

/**
 * A hashtag page's header for one viewer (spec 001 "Hashtag"), in one query: how it was first written
 * (or as asked, for one never used), the posts with it the viewer may see, its followers, whether the
 * viewer is one, and its trending rank as last computed.
 */
export async function loadHashtag(db: Database, viewerId: string, asked: string): Promise<HashtagDto> {
  const tag = asked.toLowerCase();
  const [row] = await db.sequelize.query<HashtagRow>(
    `SELECT
       (SELECT h.name FROM hashtags h WHERE h.tag = :tag) AS name,
       (SELECT COUNT(*) FROM post_hashtags ph JOIN posts p ON p.id = ph.post_id
         WHERE ph.tag = :tag AND ${visiblePostSql('p')}) AS postCount,
       (SELECT COUNT(*) FROM hashtag_follows f WHERE f.tag = :tag) AS followerCount,
       EXISTS (SELECT 1 FROM hashtag_follows f WHERE f.tag = :tag AND f.user_id = :viewerId) AS isFollowing,
       (SELECT t.trending_rank FROM trending_hashtags t WHERE t.tag = :tag) AS trendingRank`,
    { type: QueryTypes.SELECT, replacements: { tag, viewerId } },
  );
  const rank = row!.trendingRank === null ? null : Number(row!.trendingRank);
  return {
    name: row!.name ?? asked,
    postCount: Number(row!.postCount),
    followerCount: Number(row!.followerCount),
    isFollowing: Number(row!.isFollowing) === 1,
    isTrending: rank !== null,
    trendingRank: rank,
  };
}
