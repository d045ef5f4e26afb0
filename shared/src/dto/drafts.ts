import type { PostPrivacy } from '../posts/limits.js';

/** A media item a draft or scheduled post refers to by URL (uploaded with POST /media). */
export interface AttachedMediaDto {
  url: string;
  type: 'image' | 'video';
  thumbnailUrl: string | null;
}

/** A draft's poll, as the spec names it: the options and the duration in hours. */
export interface DraftPollDto {
  options: string[];
  duration: number;
}

/**
 * A draft (spec 001 section 3). `revision` grows with every save; a save based on an older revision is
 * kept as a copy with `conflictOf` naming the draft it collided with.
 */
export interface DraftDto {
  id: string;
  _id: string;
  revision: number;
  content: string;
  /** The spec's `media`; the same list is sent back as `mediaUrls`. */
  media: AttachedMediaDto[];
  mediaUrls: AttachedMediaDto[];
  privacy: PostPrivacy;
  location: string | null;
  feeling: string | null;
  tags: string[];
  isThread: boolean;
  threadPosts: string[];
  pollData: DraftPollDto | null;
  replyToPostId: string | null;
  replyToCommentId: string | null;
  quotedPostId: string | null;
  conflictOf: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An upload of POST /media: its id (the client's, when it gave one) and where it is served. */
export interface UploadedMediaDto {
  id: string;
  type: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}
