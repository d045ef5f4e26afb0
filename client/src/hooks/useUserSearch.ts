import { useEffect, useState } from 'react';
import { SEARCH, type PublicUserDto } from '@flock/shared';
import { usersApi } from '../api/users';
import { useDebouncedQuery } from './useDebouncedQuery';

export const HEADER_SEARCH_LIMIT = 10;

export interface UserSearchState {
  /** The query the results answer ('' when there is none). */
  searchedQuery: string;
  results: PublicUserDto[];
  /** The current query is still waiting for the debounce or the server. */
  searching: boolean;
}

/** The last answers, newest last; bounded by SEARCH.cacheSize. */
const cache = new Map<string, PublicUserDto[]>();

function remember(query: string, users: PublicUserDto[]): void {
  cache.delete(query);
  cache.set(query, users);
  while (cache.size > SEARCH.cacheSize) cache.delete(cache.keys().next().value as string);
}

export function clearUserSearchCache(): void {
  cache.clear();
}

/**
 * Member search for the header box: 300 ms debounce, at least 2 characters, the previous request
 * aborted when the query changes. A failed search (other than an abort) is logged and counts as
 * no results, as the spec says.
 */
export function useUserSearch(query: string): UserSearchState {
  const { trimmed, active, query: debounced } = useDebouncedQuery(query, SEARCH.debounceMs);
  const [answer, setAnswer] = useState<{ query: string; users: PublicUserDto[] } | null>(null);

  const cached = debounced ? cache.get(debounced) : undefined;

  useEffect(() => {
    if (!debounced || cache.has(debounced)) return;
    const controller = new AbortController();
    usersApi
      .search(debounced, HEADER_SEARCH_LIMIT, controller.signal)
      .then((data) => {
        const users = Array.isArray(data?.users) ? data.users : [];
        remember(debounced, users);
        setAnswer({ query: debounced, users });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('User search failed', error);
        setAnswer({ query: debounced, users: [] });
      });
    return () => controller.abort();
  }, [debounced]);

  const latest = cached ? { query: debounced, users: cached } : answer;
  if (!active) return { searchedQuery: '', results: [], searching: false };
  if (!latest) return { searchedQuery: '', results: [], searching: true };
  // The previous answer stays on screen while the next one is on its way.
  return { searchedQuery: latest.query, results: latest.users, searching: latest.query !== trimmed };
}
