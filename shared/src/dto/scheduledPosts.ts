import type { PostPrivacy } from '../posts/limits.js';
import type { AttachedMediaDto, DraftPollDto } from './drafts.js';

export const SCHEDULED_POST_STATUSES = ['pending', 'published', 'failed'] as const;
export type ScheduledPostStatus = (typeof SCHEDULED_POST_STATUSES)[number];

/** A post to publish later (spec 001 section 3), with what it carries and how it went. */
export interface ScheduledPostDto {
  id: string;
  _id: string;
  content: string;
  mediaUrls: AttachedMediaDto[];
  privacy: PostPrivacy;
  location: string | null;
  feeling: string | null;
  tags: string[];
  pollData: DraftPollDto | null;
  /** Thread parts after the first (the first is `content`); empty for a single post. */
  threadPosts: string[];
  quotedPostId: string | null;
  scheduledFor: string;
  status: ScheduledPostStatus;
  failReason: string | null;
  /** The published post (the first part of a thread), once published. */
  postId: string | null;
  publishedAt: string | null;
  /** Published after its time because it reached the server late (made offline). */
  publishedLate: boolean;
  createdAt: string;
  updatedAt: string;
}
