import { useCallback, useEffect, useState } from 'react';
import { BehaviorSubject, Subject } from 'rxjs';
import {
  queryOf,
  settledQuery,
  typeahead,
  type QueryOptions,
  type TypeaheadAnswer,
  type TypeaheadOptions,
} from '../streams/typeahead';
import { useObservable } from './useObservable';

/** A box's text as a stream: what it holds when the component mounts, then each change. */
function useTextStream(text: string): BehaviorSubject<string> {
  const [texts] = useState(() => new BehaviorSubject(text));
  useEffect(() => {
    if (texts.value !== text) texts.next(text);
  }, [texts, text]);
  return texts;
}

export interface Typeahead<T> {
  /** The latest answer (it may answer an earlier query than what is typed now); null before the first. */
  answer: TypeaheadAnswer<T> | null;
  /** Asks again for the current query (after a failure). */
  retry(): void;
}

/**
 * A search box's answers through the shared typeahead chain (streams/typeahead.ts). The options are
 * read once, when the box mounts: pass a constant.
 */
export function useTypeahead<T>(text: string, options: TypeaheadOptions<T>): Typeahead<T> {
  const texts = useTextStream(text);
  const [retries] = useState(() => new Subject<void>());
  const [answers] = useState(() => texts.pipe(typeahead(options, retries)));
  const answer = useObservable(answers, null);
  const retry = useCallback(() => retries.next(), [retries]);
  return { answer, retry };
}

/**
 * Only the query of the typeahead chain, for a box whose results come from elsewhere (Explore pages
 * its results through the member database): the trimmed text after the pause, '' while too short.
 */
export function useSettledQuery(text: string, options: QueryOptions): string {
  const texts = useTextStream(text);
  const [queries] = useState(() => texts.pipe(settledQuery(options)));
  const [initial] = useState(() => queryOf(text, options));
  return useObservable(queries, initial);
}
