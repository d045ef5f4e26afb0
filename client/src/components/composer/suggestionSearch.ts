import { SEARCH, type PublicUserDto } from '@flock/shared';
import { suggestionsApi } from '../../api/suggestions';
import { createAnswerCache } from '../../streams/answerCache';
import type { TypeaheadOptions } from '../../streams/typeahead';
import type { CursorToken } from './textEditing';

export type Suggestion =
  | { kind: 'hashtag'; name: string; postCount: number }
  | { kind: 'mention'; name: string; user: PublicUserDto };

/** Member search needs 2 characters (the server's minimum); a hashtag prefix of 1 is enough. */
const MIN_QUERY = { hashtag: 1, mention: SEARCH.minLength } as const;

/** What to look up for the #tag or @name at the caret: `kind:query`, or '' when it is too short. */
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
 * The composer's #/@ suggestions through the shared typeahead chain, keyed by `suggestionKey` (which
 * already applies each kind's minimum). Failures are logged and give none (spec 000 section 8: search
 * failures show nothing).
 */
export const SUGGESTION_SEARCH: TypeaheadOptions<Suggestion[]> = {
  debounceMs: SEARCH.debounceMs,
  searchable: (key) => key !== '',
  cache: createAnswerCache(),
  search: fetchSuggestions,
  onError: (error) => console.warn('Suggestions failed', error),
};
