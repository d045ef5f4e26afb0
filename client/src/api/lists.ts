import type { ListDto, PostPageDto, UserSummaryDto } from '@flock/shared';
import { LIST_POSTS_PAGE_SIZE } from '@flock/shared';
import { request } from './http';

const id = (value: string) => encodeURIComponent(value);

export const listPaths = {
  all: '/lists',
  one: (listId: string) => `/lists/${id(listId)}`,
  members: (listId: string) => `/lists/${id(listId)}/members`,
  member: (listId: string, userId: string) => `/lists/${id(listId)}/members/${id(userId)}`,
};

/** Reads of lists; writes go through the outbox (data/lists.ts). */
export const listsApi = {
  mine: () => request<{ lists: ListDto[] }>(listPaths.all),
  get: (listId: string) => request<{ list: ListDto }>(listPaths.one(listId)),
  members: (listId: string) => request<{ members: UserSummaryDto[] }>(listPaths.members(listId)),
  posts: (listId: string, { before }: { before?: string | null } = {}) => {
    const params = new URLSearchParams({ limit: String(LIST_POSTS_PAGE_SIZE) });
    if (before) params.set('before', before);
    return request<PostPageDto>(`/lists/${id(listId)}/posts?${params.toString()}`);
  },
};
