import type { FollowStateDto } from '@flock/shared';
import { request } from './http';

const id = (value: string) => encodeURIComponent(value);

export const followPaths = {
  follow: (userId: string) => `/users/follow/${id(userId)}`,
  unfollow: (userId: string) => `/users/unfollow/${id(userId)}`,
};

/** Direct calls, for screens that need the answer now; the data layer queues them instead. */
export const followsApi = {
  follow: (userId: string) => request<FollowStateDto>(followPaths.follow(userId), { method: 'POST' }),
  unfollow: (userId: string) => request<FollowStateDto>(followPaths.unfollow(userId), { method: 'POST' }),
};
