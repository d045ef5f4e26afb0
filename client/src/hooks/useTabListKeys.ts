import { useRef, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs keyboard: arrow keys move to the next or previous tab (wrapping), Home and End
 * to the first and last; the tab moved to is selected and focused. Give each tab `tabRef(key)`.
 */
export function useTabListKeys<K extends string>(keys: readonly K[], selected: K, select: (key: K) => void) {
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(selected);
    const last = keys.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = keys[next[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    refs.current[target]?.focus();
  };
  const tabRef = (key: K) => (node: HTMLButtonElement | null) => {
    refs.current[key] = node;
  };
  return { onKeyDown, tabRef, refs };
}
