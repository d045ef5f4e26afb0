import type { CommentDto, PollDto, PostAuthorDto, PostDto } from '@flock/shared';
import { newPost } from '../data/newPost';
import type { DraftInput } from '../data/drafts';
import type { PostDraft } from '../data/types';

/** Records for tests: authors, posts, comments, polls and drafts. Imported by tests only. */

export function makeAuthor(overrides: Partial<PostAuthorDto> = {}): PostAuthorDto {
  const id = overrides.id ?? 'user-2';
  return {
    id,
    _id: id,
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    profilePicture: null,
    isPremium: false,
    subscriptionType: 'basic',
    ...overrides,
  };
}

export const GRACE = makeAuthor();

export const ADA = makeAuthor({ id: 'user-1', username: 'ada', firstName: 'Ada', lastName: 'Lovelace' });

/** A post by Grace, three hours old unless `createdAt` says otherwise. */
export function makePost(overrides: Partial<PostDto> = {}): PostDto {
  const post = newPost({
    id: overrides.id ?? 'post-1',
    author: GRACE,
    content: 'Hello flock',
    privacy: 'public',
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  });
  return { ...post, ...overrides };
}

/** A post as the data-layer tests get it from the server: three likes and a repost. */
export const serverPost = (id: string, overrides: Partial<PostDto> = {}): PostDto =>
  makePost({
    id,
    content: `Post ${id}`,
    likesCount: 3,
    retweetsCount: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  });

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

/** An open poll with one vote, for Tea. */
export const TEA_OR_COFFEE = makePoll({
  options: [
    { id: 'o1', optionText: 'Tea', voteCount: 1, percentage: 100 },
    { id: 'o2', optionText: 'Coffee', voteCount: 0, percentage: 0 },
  ],
  totalVotes: 1,
  endsAt: '2999-01-01T00:00:00.000Z',
});

/** What the composer hands the data layer for a plain public post. */
export function makeDraft(overrides: Partial<PostDraft> = {}): PostDraft {
  return {
    content: 'Hello #flock',
    privacy: 'public',
    tags: [],
    location: null,
    latitude: null,
    longitude: null,
    feeling: null,
    poll: null,
    files: [],
    ...overrides,
  };
}

/** What the composer hands saveDraft: a plain text post with no media. */
export const makeDraftInput = (overrides: Partial<DraftInput> = {}): DraftInput => ({
  content: 'Kept for later',
  privacy: 'public',
  location: null,
  feeling: null,
  tags: [],
  isThread: false,
  threadPosts: [],
  pollData: null,
  media: [],
  replyToPostId: null,
  replyToCommentId: null,
  quotedPostId: null,
  ...overrides,
});
