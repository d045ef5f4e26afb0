import { useEffect, useState } from 'react';
import { SEARCH, type PublicUserDto } from '@flock/shared';
import { suggestionsApi } from '../../api/suggestions';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import type { CursorToken } from './textEditing';

export type Suggestion =
  | { kind: 'hashtag'; name: string; postCount: number }
  | { kind: 'mention'; name: string; user: PublicUserDto };

/** Member search needs 2 characters (the server's minimum); a hashtag prefix of 1 is enough. */
const MIN_QUERY = { hashtag: 1, mention: SEARCH.minLength } as const;

export const suggestionKey = (token: Pick<CursorToken, 'kind' | 'query'> | null): string =>
  token && token.query.length >= MIN_QUERY[token.kind] ? `${token.kind}:${token.query}` : '';

async function fetchSuggestions(key: string, signal: AbortSignal): Promise<Suggestion[]> {
  const [kind, ...rest] = key.split(':');
  const query = rest.join(':');
  if (kind === 'hashtag') {
    const data = await suggestionsApi.hashtags(query, signal);
    return (data?.hashtags ?? []).map((h) => ({ kind: 'hashtag', name: h.name, postCount: h.postCount }));
  }
  const data = await suggestionsApi.users(query, signal);
  return (data?.users ?? []).map((user) => ({ kind: 'mention', name: user.username, user }));
}

/**
 * Suggestions for the #tag or @name at the caret, after the search debounce; only answers for the current
 * word are returned. Failures are logged and give none (spec 000 section 8: search failures show nothing).
 */
export function useSuggestions(token: Pick<CursorToken, 'kind' | 'query'> | null): {
  key: string;
  items: Suggestion[];
} {
  const key = suggestionKey(token);
  const debouncedKey = useDebouncedValue(key, SEARCH.debounceMs);
  const [answer, setAnswer] = useState<{ key: string; items: Suggestion[] }>({ key: '', items: [] });

  useEffect(() => {
    if (!debouncedKey) return;
    const controller = new AbortController();
    fetchSuggestions(debouncedKey, controller.signal)
      .then((items) => setAnswer({ key: debouncedKey, items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Suggestions failed', error);
        setAnswer({ key: debouncedKey, items: [] });
      });
    return () => controller.abort();
  }, [debouncedKey]);

  return { key, items: key && answer.key === key ? answer.items : [] };
}
