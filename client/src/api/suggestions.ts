import { SUGGESTIONS_LIMIT, type HashtagSearchDto, type PublicUserDto } from '@flock/shared';
import { request } from './http';

/** The composer's #/@ suggestions (spec 001 section 2): up to 5 hashtags with post counts, or up to 5 members. */
export const suggestionsApi = {
  hashtags: (query: string, signal?: AbortSignal) =>
    request<HashtagSearchDto>(`/hashtags/search?q=${encodeURIComponent(query)}&limit=${SUGGESTIONS_LIMIT}`, {
      signal,
    }),
  users: (query: string, signal?: AbortSignal) =>
    request<{ users: PublicUserDto[] }>(
      `/users/search?q=${encodeURIComponent(query)}&limit=${SUGGESTIONS_LIMIT}`,
      {
        signal,
      },
    ),
};
