import type { CommentDto, PollDto, PostAuthorDto, PostDto } from '@flock/shared';

/** Records for the post, comment and feed tests. Imported by tests only. */

export const GRACE: PostAuthorDto = {
  id: 'user-2',
  _id: 'user-2',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  profilePicture: null,
  isPremium: false,
  subscriptionType: 'basic',
};

export const ADA: PostAuthorDto = {
  ...GRACE,
  id: 'user-1',
  _id: 'user-1',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

export function makePost(overrides: Partial<PostDto> = {}): PostDto {
  const id = overrides.id ?? 'post-1';
  return {
    id,
    _id: id,
    author: GRACE,
    content: 'Hello flock',
    privacy: 'public',
    tags: [],
    hashtags: [],
    mentions: [],
    location: null,
    latitude: null,
    longitude: null,
    feeling: null,
    mediaUrls: [],
    poll: null,
    quotedPost: null,
    quotedPostId: null,
    isQuoteTweet: false,
    threadId: null,
    threadPosition: null,
    isLiked: false,
    isRetweeted: false,
    isBookmarked: false,
    bookmarkId: null,
    likesCount: 0,
    retweetsCount: 0,
    commentsCount: 0,
    quotesCount: 0,
    retweetedBy: null,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function makeComment(overrides: Partial<CommentDto> = {}): CommentDto {
  const id = overrides.id ?? 'comment-1';
  return {
    id,
    _id: id,
    postId: 'post-1',
    parentId: null,
    user: ADA,
    content: 'Nice one',
    isLiked: false,
    likesCount: 0,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePoll(overrides: Partial<PollDto> = {}): PollDto {
  return {
    id: 'poll-1',
    options: [
      { id: 'o1', optionText: 'Tabs', voteCount: 3, percentage: 75 },
      { id: 'o2', optionText: 'Spaces', voteCount: 1, percentage: 25 },
    ],
    totalVotes: 4,
    hasVoted: false,
    userVotedOption: null,
    endsAt: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
    isClosed: false,
    ...overrides,
  };
}
