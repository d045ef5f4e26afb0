import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawRendersInTasksOfTheirOwn } from './renderScheduling';

let undo: () => void;
beforeEach(() => {
  undo = drawRendersInTasksOfTheirOwn();
});
afterEach(() => {
  undo();
  cleanup();
});

const nextMicrotask = () => Promise.resolve();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A count that something outside the page's events can change through `bump`, and a click too. */
let bump: () => void = () => undefined;
function Counter({ onKey }: { onKey?: (shown: string) => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    bump = () => setCount((n) => n + 1);
  }, []);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)} onKeyDown={() => onKey?.(String(count))}>
      {count}
    </button>
  );
}

/** Mounts the counter and lets its effect run (effects run at the next task in these tests). */
async function mountCounter(onKey?: (shown: string) => void) {
  act(() => {
    render(<Counter onKey={onKey} />);
  });
  await nextTask();
  return screen.getByRole('button');
}

describe('drawRendersInTasksOfTheirOwn', () => {
  it('draws a change made outside the page’s events in a task of its own, not at the microtask', async () => {
    const button = await mountCounter();
    bump();
    await nextMicrotask();
    await nextMicrotask();
    expect(button.textContent).toBe('0');
    await nextTask();
    expect(button.textContent).toBe('1');
  });

  it('draws a change made by a click at the microtask, as Preact does', async () => {
    const button = await mountCounter();
    fireEvent.click(button);
    await nextMicrotask();
    expect(button.textContent).toBe('1');
  });

  it('draws a waiting change before a key’s handlers read the props', async () => {
    const seen: string[] = [];
    const button = await mountCounter((shown) => seen.push(shown));
    bump();
    fireEvent.keyDown(button, { key: 'a' });
    expect(seen).toEqual(['1']);
    expect(button.textContent).toBe('1');
  });

  it('puts Preact’s own scheduling back when undone', async () => {
    const button = await mountCounter();
    undo();
    bump();
    await nextMicrotask();
    expect(button.textContent).toBe('1');
  });
});
