import type { ScheduledPostDto } from '@flock/shared';
import type { ScheduledPost } from '../models/ScheduledPost.js';

export function presentScheduledPost(row: ScheduledPost): ScheduledPostDto {
  return {
    id: row.id,
    _id: row.id,
    content: row.content,
    mediaUrls: row.media,
    privacy: row.privacy,
    location: row.location,
    feeling: row.feeling,
    tags: row.tags,
    pollData: row.pollData,
    threadPosts: row.threadPosts,
    quotedPostId: row.quotedPostId,
    scheduledFor: row.scheduledFor.toISOString(),
    status: row.status,
    failReason: row.failReason,
    postId: row.postId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedLate: row.publishedLate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
