import type { SubscriptionType } from './user.js';
import type { PostDto } from './posts.js';

/** Bookmark folders, lists and hashtag pages (spec 001 section 3). */

export interface BookmarkFolderDto {
  id: string;
  _id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  /** Bookmarks in the folder whose posts the reader may see. */
  bookmarkCount: number;
  ownerId: string;
  createdAt: string;
  updatedAt: string;
}

/** A bookmark with its post, as GET /bookmarks lists them. */
export interface BookmarkWithPostDto {
  id: string;
  _id: string;
  postId: string;
  folderId: string | null;
  createdAt: string;
  post: PostDto;
}

/** GET /bookmarks and GET /bookmarks/folders/:id: newest first; `nextCursor` is the next `before`. */
export interface BookmarkPageDto {
  bookmarks: BookmarkWithPostDto[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** A member as a list shows them (spec 001 "User summary"). */
export interface UserSummaryDto {
  id: string;
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  isPremium: boolean;
  subscriptionType: SubscriptionType;
}

export interface ListDto {
  id: string;
  _id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  ownerId: string;
  owner: UserSummaryDto;
  /** The owner is a member from the start and counts. */
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ListMembersDto {
  members: UserSummaryDto[];
}

/** GET /hashtags/:tag (spec 001 "Hashtag"). `name` as first written; counts only what the viewer may see. */
export interface HashtagDto {
  name: string;
  postCount: number;
  followerCount: number;
  isFollowing: boolean;
  isTrending: boolean;
  /** 1 for the most used hashtag of the last 24 hours; null when not trending. */
  trendingRank: number | null;
}

export interface HashtagFollowStateDto {
  name: string;
  isFollowing: boolean;
  followerCount: number;
}
