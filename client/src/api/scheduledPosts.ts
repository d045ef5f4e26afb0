import type { ScheduledPostDto } from '@flock/shared';
import { request } from './http';

/** Reads of scheduled posts. Writes go through the outbox (src/data/scheduledPosts.ts); their paths are here. */

const id = (value: string) => encodeURIComponent(value);

export const scheduledPostsApi = {
  /** Every status: the screen filters on the device. */
  list: () => request<{ scheduledPosts: ScheduledPostDto[] }>('/scheduled-posts?status=all'),
};

export const scheduledPostPaths = {
  create: '/scheduled-posts',
  one: (scheduledId: string) => `/scheduled-posts/${id(scheduledId)}`,
  publish: (scheduledId: string) => `/scheduled-posts/${id(scheduledId)}/publish`,
};
