import { SEARCH, type PublicUserDto } from '@flock/shared';
import { usersApi } from '../../api/users';
import { createAnswerCache } from '../../streams/answerCache';
import type { TypeaheadOptions } from '../../streams/typeahead';

export const HEADER_SEARCH_LIMIT = 10;

/**
 * The header's member search: 300 ms pause, 2 characters, 10 members. A failed search (other than an
 * abort) is logged and shows as no results, as the spec says.
 */
export const MEMBER_SEARCH: TypeaheadOptions<PublicUserDto[]> = {
  debounceMs: SEARCH.debounceMs,
  cache: createAnswerCache(),
  search: async (query, signal) => {
    const data = await usersApi.search(query, HEADER_SEARCH_LIMIT, signal);
    return Array.isArray(data?.users) ? data.users : [];
  },
  onError: (error) => console.warn('User search failed', error),
};
