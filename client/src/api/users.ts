import {
  EXPLORE_PAGE_SIZE,
  FOLLOW_LIST_TAB_LIMIT,
  type ExploreCountsDto,
  type ExploreFilter,
  type ExplorePageData,
  type FollowersPageData,
  type FollowingPageData,
  type ProfileData,
  type PublicUserDto,
  type UserSearchPageData,
} from '@flock/shared';
import { request } from './http';

export type FollowListKind = 'followers' | 'following';

/** A page of followers or following, whichever the list is. */
export interface FollowListPage {
  users: PublicUserDto[];
  hasMore: boolean;
  total: number;
}

export interface ExploreQuery {
  filter: ExploreFilter;
  q: string;
  page: number;
}

const id = (value: string) => encodeURIComponent(value);
const list = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
const NO_COUNTS: ExploreCountsDto = { totalUsers: 0, following: 0, notFollowing: 0 };

async function followList(userId: string, kind: FollowListKind, page: number): Promise<FollowListPage> {
  const data = await request<Partial<FollowersPageData & FollowingPageData>>(
    `/users/${id(userId)}/${kind}?page=${page}&limit=${FOLLOW_LIST_TAB_LIMIT}`,
  );
  const users = list(data[kind]);
  return { users, hasMore: Boolean(data.hasMore), total: data.total ?? users.length };
}

export const usersApi = {
  search: (query: string, limit: number, signal?: AbortSignal) =>
    request<Partial<UserSearchPageData>>(`/users/search?q=${encodeURIComponent(query)}&limit=${limit}`, {
      signal,
    }),
  profile: (idOrUsername: string, signal?: AbortSignal) =>
    request<ProfileData>(`/users/profile/${id(idOrUsername)}`, { signal }),
  followList,
  async explore({ filter, q, page }: ExploreQuery, signal?: AbortSignal): Promise<ExplorePageData> {
    const params = new URLSearchParams({ page: String(page), limit: String(EXPLORE_PAGE_SIZE), filter });
    if (q) params.set('q', q);
    const data = await request<Partial<ExplorePageData>>(`/users/explore?${params.toString()}`, { signal });
    return {
      users: list(data.users),
      hasMore: Boolean(data.hasMore),
      counts: { ...NO_COUNTS, ...data.counts },
    };
  },
};
