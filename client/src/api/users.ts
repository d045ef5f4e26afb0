import type { PublicUserDto } from '@flock/shared';
import { request } from './http';

export const usersApi = {
  search: (query: string, limit: number, signal?: AbortSignal) =>
    request<{ users: PublicUserDto[] }>(`/users/search?q=${encodeURIComponent(query)}&limit=${limit}`, {
      signal,
    }),
};
