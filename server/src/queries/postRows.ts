import { parseTags } from '../models/Post.js';
import type { PostFields } from '../presenters/presentPost.js';
import { toDate } from './rowValues.js';

/** The post columns a page needs, named as PostFields names them, for raw queries on `posts p`. */
export const POST_COLUMNS = `p.id, p.author_id AS authorId, p.content, p.privacy, p.tags, p.location,
  p.latitude, p.longitude, p.feeling, p.quoted_post_id AS quotedPostId, p.is_quote AS isQuote,
  p.thread_id AS threadId, p.thread_position AS threadPosition, p.likes_count AS likesCount,
  p.reposts_count AS repostsCount, p.comments_count AS commentsCount, p.quotes_count AS quotesCount,
  p.created_at AS createdAt`;

export type PostRow = Omit<PostFields, 'tags' | 'isQuote' | 'createdAt' | 'latitude' | 'longitude'> & {
  tags: unknown;
  isQuote: unknown;
  createdAt: Date | string;
  latitude: number | string | null;
  longitude: number | string | null;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Engines differ in what raw rows hold (0/1 for booleans, text for times on SQLite). */
export function toPostFields(row: PostRow): PostFields {
  return {
    ...row,
    tags: parseTags(row.tags),
    isQuote: Boolean(Number(row.isQuote)),
    createdAt: toDate(row.createdAt),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    likesCount: Number(row.likesCount),
    repostsCount: Number(row.repostsCount),
    commentsCount: Number(row.commentsCount),
    quotesCount: Number(row.quotesCount),
  };
}
