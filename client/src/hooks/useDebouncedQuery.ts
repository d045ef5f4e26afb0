import { SEARCH } from '@flock/shared';
import { useDebouncedValue } from './useDebouncedValue';

export interface DebouncedQuery {
  /** What is typed, trimmed. */
  trimmed: string;
  /** What is typed is long enough to search for (SEARCH.minLength). */
  active: boolean;
  /** What to search for: the trimmed text once typing paused, or '' while that is too short. */
  query: string;
}

/** The search a box asks for: its text after a pause of `delayMs`, and only from SEARCH.minLength on. */
export function useDebouncedQuery(text: string, delayMs: number): DebouncedQuery {
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, delayMs);
  return {
    trimmed,
    active: trimmed.length >= SEARCH.minLength,
    query: settled.length >= SEARCH.minLength ? settled : '',
  };
}
