import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** A window whose width the test sets, answering `(min-width: …px)` queries as a browser would. */
function stubWidth(initial: number) {
  let width = initial;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = { query, listeners: new Set<() => void>() };
    lists.add(list);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    for (const list of lists) for (const listener of list.listeners) listener();
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers the query now and follows the window as it changes', () => {
    const resize = stubWidth(390);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1100px)'));
    expect(result.current).toBe(false);
    act(() => resize(1280));
    expect(result.current).toBe(true);
    act(() => resize(800));
    expect(result.current).toBe(false);
  });

  it('counts a query as matching where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1100px)'));
    expect(result.current).toBe(true);
  });
});
