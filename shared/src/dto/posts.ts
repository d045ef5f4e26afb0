import type { PostPrivacy } from '../posts/limits.js';
import type { SubscriptionType } from './user.js';

/** The author block of a post or comment. */
export interface PostAuthorDto {
  id: string;
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  isPremium: boolean;
  subscriptionType: SubscriptionType;
}

export interface MediaDto {
  id: string;
  type: 'image' | 'video';
  /** Display size (images) or the file itself (videos). */
  url: string;
  /** A small image: the image thumbnail, or null for videos. */
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}

export interface PollOptionDto {
  id: string;
  optionText: string;
  voteCount: number;
  percentage: number;
}

export interface PollDto {
  id: string;
  options: PollOptionDto[];
  totalVotes: number;
  hasVoted: boolean;
  userVotedOption: string | null;
  endsAt: string;
  isClosed: boolean;
}

export interface RetweetedByDto {
  id: string;
  _id: string;
  firstName: string;
  lastName: string;
  username: string;
  /** The reposter's verified badge. */
  isPremium: boolean;
  subscriptionType: SubscriptionType;
}

export interface PostDto {
  id: string;
  _id: string;
  author: PostAuthorDto;
  content: string;
  privacy: PostPrivacy;
  tags: string[];
  hashtags: string[];
  mentions: string[];
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  feeling: string | null;
  mediaUrls: MediaDto[];
  /** The URLs of the images among `mediaUrls`, in order: the spec's older images list. */
  images?: string[];
  poll: PollDto | null;
  /** The quoted post, one level deep (its own quote is not expanded); null when it is gone or not visible. */
  quotedPost: PostDto | null;
  quotedPostId: string | null;
  isQuoteTweet: boolean;
  threadId: string | null;
  threadPosition: number | null;
  isLiked: boolean;
  isRetweeted: boolean;
  isBookmarked: boolean;
  bookmarkId: string | null;
  likesCount: number;
  retweetsCount: number;
  commentsCount: number;
  quotesCount: number;
  /** Set when the post is in a feed because someone the viewer follows reposted it. */
  retweetedBy: RetweetedByDto | null;
  /**
   * In the home feed: the followed hashtag (as first written) that brought the post there, when no
   * follow of its author or a reposter did. Absent elsewhere.
   */
  followedHashtag?: string | null;
  createdAt: string;
  /**
   * In a list: when the post entered it (the repost time for a repost, else createdAt); lists are
   * ordered by it and `nextCursor` is the last one's. Optional: clients fall back to createdAt.
   */
  activityAt?: string;
}

/** One page of a post list. `nextCursor` is the `before` value for the next page. */
export interface PostPageDto {
  posts: PostDto[];
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * The posts between a home feed page and what the device holds (its `since`): `missing` of them,
 * counted up to FEED_GAP_COUNT_MAX (`capped` when there are more).
 */
export interface FeedGapDto {
  missing: number;
  capped: boolean;
}

/** GET /posts with `since`: the page, and `gap` null when the page reaches `since`. */
export interface FeedPageDto extends PostPageDto {
  gap?: FeedGapDto | null;
}

export interface CommentDto {
  id: string;
  _id: string;
  postId: string;
  parentId: string | null;
  user: PostAuthorDto;
  content: string;
  isLiked: boolean;
  likesCount: number;
  createdAt: string;
}

export interface LikeStateDto {
  isLiked: boolean;
  likesCount: number;
}

export interface RepostStateDto {
  isRetweeted: boolean;
  retweetsCount: number;
}

export interface BookmarkDto {
  id: string;
  _id: string;
  postId: string;
  /** The member's folder it is filed in; null: in All Bookmarks only. */
  folderId: string | null;
  createdAt: string;
}

export interface FollowStateDto {
  isFollowing: boolean;
  followersCount: number;
}

export interface HashtagSuggestionDto {
  name: string;
  postCount: number;
}

/** GET /hashtags/search?q&limit: stored hashtags starting with q, with their post counts. */
export interface HashtagSearchDto {
  hashtags: HashtagSuggestionDto[];
}
