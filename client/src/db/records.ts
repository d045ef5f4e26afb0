import type { CommentDto, OutboxEntry, PostDto, RetweetedByDto, StoredMedia } from '@flock/shared';

/** The rows of the member database (memberDb.ts). */

/** A post as the device keeps it. `origin: 'local'` marks one made here that the server has not confirmed. */
export interface PostRecord extends PostDto {
  savedAt: number;
  origin?: 'local';
}

/** A post's place in a list: 'home', 'user:<id>', 'list:<id>', 'hashtag:<tag>'. */
export interface FeedEntryRecord {
  feed: string;
  postId: string;
  activityAt: string;
  retweetedBy: RetweetedByDto | null;
  /** Home only: the followed hashtag that brought the post there. */
  followedHashtag?: string | null;
}

/** Paging state of a list (`feed` as in FeedEntryRecord, or 'comments:<postId>'). */
export interface FeedStateRecord {
  feed: string;
  nextCursor: string | null;
  /** Page-numbered lists (comments): the last page loaded. */
  page: number;
  hasMore: boolean;
  refreshedAt: number;
}

/**
 * Posts a list skipped (home feed): they lie below the stored item at cursor `before` and above the
 * one at cursor `since`; `missing` of them (at least, when `capped`), as the server counted.
 */
export interface FeedGapRecord {
  id: string;
  feed: string;
  before: string;
  since: string;
  missing: number;
  capped: boolean;
}

export interface CommentRecord extends CommentDto {
  savedAt: number;
  origin?: 'local';
}

/** What this device believes about following another member (the optimistic state of a follow). */
export interface FollowRecord {
  userId: string;
  isFollowing: boolean;
  followersCount: number | null;
}

export type OutboxRecord = OutboxEntry;
export type MediaBlobRecord = StoredMedia<Blob>;
