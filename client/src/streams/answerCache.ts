import { SEARCH } from '@flock/shared';

/**
 * The last answers of one search box (spec 000: a cache of 20): a query asked again is answered at
 * once, without a request. The least recently used answer goes first.
 */
export interface AnswerCache<T> {
  get(query: string): T | undefined;
  set(query: string, answer: T): void;
  clear(): void;
}

const everyCache = new Set<AnswerCache<unknown>>();

export function createAnswerCache<T>(size: number = SEARCH.cacheSize): AnswerCache<T> {
  const answers = new Map<string, T>();
  const cache: AnswerCache<T> = {
    get(query) {
      const answer = answers.get(query);
      if (answer !== undefined) {
        // A Map keeps insertion order: moving the hit to the end makes the first key the least recent.
        answers.delete(query);
        answers.set(query, answer);
      }
      return answer;
    },
    set(query, answer) {
      answers.delete(query);
      answers.set(query, answer);
      while (answers.size > size) answers.delete(answers.keys().next().value as string);
    },
    clear() {
      answers.clear();
    },
  };
  everyCache.add(cache);
  return cache;
}

/** Forgets every box's answers: they were found for the member who is signing out. */
export function clearAnswerCaches(): void {
  for (const cache of everyCache) cache.clear();
}
