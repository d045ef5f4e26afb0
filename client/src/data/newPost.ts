import { extractPostTokens, type PostAuthorDto, type PostDto, type PostPrivacy } from '@flock/shared';

export interface NewPostInput {
  id: string;
  author: PostAuthorDto;
  content: string;
  privacy: PostPrivacy;
  createdAt: string;
}

/** A post of plain text as it stands when it is published: nothing attached, nothing counted yet. */
export function newPost({ id, author, content, privacy, createdAt }: NewPostInput): PostDto {
  return {
    id,
    _id: id,
    author,
    content,
    privacy,
    tags: [],
    ...extractPostTokens(content),
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
    createdAt,
  };
}
