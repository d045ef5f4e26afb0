import {
  concat,
  connect,
  debounceTime,
  distinctUntilChanged,
  EMPTY,
  map,
  merge,
  Observable,
  of,
  skip,
  startWith,
  switchMap,
  take,
  type OperatorFunction,
} from 'rxjs';
import { SEARCH } from '@flock/shared';
import type { AnswerCache } from './answerCache';

/**
 * The one typeahead chain every search box and the composer's #/@ suggestions go through (spec 000
 * "Search": a pause of 300 ms, 500 ms in the feed and Explore, from 2 characters, a cache of 20):
 * what is typed -> trimmed -> a pause -> too short counts as nothing -> each query once -> the
 * answer, from the box's cache or a request that is aborted as soon as a newer query replaces it.
 */

export type TypeaheadAnswer<T> =
  { query: string; ok: true; value: T } | { query: string; ok: false; error: unknown };

export interface QueryOptions {
  /** The pause after the last keystroke before a query counts. */
  debounceMs: number;
  /** Whether a trimmed query is worth asking about; from SEARCH.minLength characters unless said. */
  searchable?(query: string): boolean;
}

export interface TypeaheadOptions<T> extends QueryOptions {
  search(query: string, signal: AbortSignal): Promise<T>;
  /** Answers to reuse (failures are never kept). */
  cache?: AnswerCache<T>;
  /** A failed search (not an aborted one): the answer says `ok: false` too. */
  onError?(error: unknown, query: string): void;
}

export const longEnough = (query: string): boolean => query.length >= SEARCH.minLength;

/** The query a text stands for at once: trimmed, or '' while it is not worth asking about. */
export function queryOf(text: string, options: QueryOptions): string {
  const trimmed = text.trim();
  return (options.searchable ?? longEnough)(trimmed) ? trimmed : '';
}

/**
 * What is typed -> the query to search for. The text a box starts with counts at once (coming back to
 * a search finds it again straight away); later texts count once typing has paused.
 */
export function settledQuery(options: QueryOptions): OperatorFunction<string, string> {
  return (texts) =>
    texts.pipe(
      map((text) => text.trim()),
      // A space typed at the end is not a new query: it does not restart the pause.
      distinctUntilChanged(),
      connect((typed) => merge(typed.pipe(take(1)), typed.pipe(skip(1), debounceTime(options.debounceMs)))),
      map((text) => queryOf(text, options)),
      distinctUntilChanged(),
    );
}

/**
 * What is typed -> the answers to show. A query too short emits nothing (the box hides the answers
 * itself, and a request under way is aborted); `retries` asks again for the current query, emitting
 * `null` first so the box shows it is waiting.
 */
export function typeahead<T>(
  options: TypeaheadOptions<T>,
  retries: Observable<unknown> = EMPTY,
): OperatorFunction<string, TypeaheadAnswer<T> | null> {
  return (texts) =>
    texts.pipe(
      settledQuery(options),
      switchMap((query) =>
        query === ''
          ? EMPTY
          : retries.pipe(
              map(() => true),
              startWith(false),
              switchMap((again) =>
                again ? concat(of(null), answerFor(query, options)) : answerFor(query, options),
              ),
            ),
      ),
    );
}

function answerFor<T>(query: string, options: TypeaheadOptions<T>): Observable<TypeaheadAnswer<T>> {
  return new Observable<TypeaheadAnswer<T>>((subscriber) => {
    const cached = options.cache?.get(query);
    if (cached !== undefined) {
      subscriber.next({ query, ok: true, value: cached });
      subscriber.complete();
      return undefined;
    }
    const controller = new AbortController();
    let settled = false;
    options.search(query, controller.signal).then(
      (value) => {
        settled = true;
        options.cache?.set(query, value);
        subscriber.next({ query, ok: true, value });
        subscriber.complete();
      },
      (error: unknown) => {
        settled = true;
        if (controller.signal.aborted) return;
        options.onError?.(error, query);
        subscriber.next({ query, ok: false, error });
        subscriber.complete();
      },
    );
    // Unsubscribing means a newer query (or none) took over: the stale request is not worth finishing.
    return () => {
      if (!settled) controller.abort();
    };
  });
}
