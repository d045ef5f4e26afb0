import { extractPostTokens, type PostDto } from '@flock/shared';
import type { Post } from '../models/Post.js';
import { presentAuthor, presentRetweetedBy, type AuthorFields } from './presentAuthor.js';
import { presentMedia, type MediaFields } from './presentMedia.js';
import { presentPoll, type ViewedPoll } from './presentPoll.js';

export type PostFields = Pick<
  Post,
  | 'id'
  | 'authorId'
  | 'content'
  | 'privacy'
  | 'tags'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'feeling'
  | 'quotedPostId'
  | 'isQuote'
  | 'threadId'
  | 'threadPosition'
  | 'likesCount'
  | 'repostsCount'
  | 'commentsCount'
  | 'quotesCount'
  | 'createdAt'
>;

/** Everything around a page of posts, loaded with a fixed number of queries (queries/hydratePosts.ts). */
export interface PostPageContext {
  users: Map<string, AuthorFields>;
  media: Map<string, MediaFields[]>;
  /** postId -> its poll with the viewer's vote. */
  polls: ReadonlyMap<string, ViewedPoll>;
  liked: Set<string>;
  reposted: Set<string>;
  /** postId -> the viewer's bookmark id. */
  bookmarks: Map<string, string>;
  /** Quoted posts the viewer may see, by id. */
  quoted: Map<string, PostFields>;
  now: number;
}

export function presentPost(
  post: PostFields,
  page: PostPageContext,
  reposterId: string | null = null,
  expandQuote = true,
): PostDto {
  const author = page.users.get(post.authorId);
  if (!author) throw new Error(`author ${post.authorId} of post ${post.id} not loaded`);
  const poll = page.polls.get(post.id);
  const reposter = reposterId ? page.users.get(reposterId) : undefined;
  const quoted = post.quotedPostId ? page.quoted.get(post.quotedPostId) : undefined;
  const bookmarkId = page.bookmarks.get(post.id) ?? null;
  const media = (page.media.get(post.id) ?? []).map(presentMedia);
  return {
    id: post.id,
    _id: post.id,
    author: presentAuthor(author),
    content: post.content,
    privacy: post.privacy,
    tags: post.tags,
    ...extractPostTokens(post.content),
    location: post.location ?? null,
    latitude: post.latitude ?? null,
    longitude: post.longitude ?? null,
    feeling: post.feeling ?? null,
    mediaUrls: media,
    images: media.filter((item) => item.type === 'image').map((item) => item.url),
    poll: poll ? presentPoll(poll.poll, poll.options, poll.votedOptionId, page.now) : null,
    quotedPost: expandQuote && quoted ? presentPost(quoted, page, null, false) : null,
    quotedPostId: post.quotedPostId ?? null,
    isQuoteTweet: post.isQuote,
    threadId: post.threadId ?? null,
    threadPosition: post.threadPosition ?? null,
    isLiked: page.liked.has(post.id),
    isRetweeted: page.reposted.has(post.id),
    isBookmarked: bookmarkId !== null,
    bookmarkId,
    likesCount: post.likesCount,
    retweetsCount: post.repostsCount,
    commentsCount: post.commentsCount,
    quotesCount: post.quotesCount,
    retweetedBy: reposter ? presentRetweetedBy(reposter) : null,
    createdAt: post.createdAt.toISOString(),
  };
}
