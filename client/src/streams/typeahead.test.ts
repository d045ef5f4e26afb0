import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answerCache';
import { typeahead, type TypeaheadAnswer, type TypeaheadOptions } from './typeahead';

/** A search the test answers by hand, recording each request and whether it was aborted. */
function scriptedSearch() {
  const requests: {
    query: string;
    signal: AbortSignal;
    resolve(value: string[]): void;
    reject(error: unknown): void;
  }[] = [];
  const search = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<string[]>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        requests.push({ query, signal, resolve, reject });
      }),
  );
  return { search, requests };
}

let texts: Subject<string>;
let retries: Subject<void>;
let answers: (TypeaheadAnswer<string[]> | null)[];
let scripted: ReturnType<typeof scriptedSearch>;
let onError: ReturnType<typeof vi.fn<(error: unknown, query: string) => void>>;

/** Subscribes the chain to a box that opens with `opening` in it (empty, as most do). */
function start(options: Partial<TypeaheadOptions<string[]>> = {}, opening = '') {
  const subscription = texts
    .pipe(typeahead({ debounceMs: 300, search: scripted.search, onError, ...options }, retries))
    .subscribe((answer) => answers.push(answer));
  texts.next(opening);
  return subscription;
}

beforeEach(() => {
  vi.useFakeTimers();
  texts = new Subject();
  retries = new Subject();
  answers = [];
  scripted = scriptedSearch();
  onError = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('the typeahead chain', () => {
  it('asks once typing has paused for the debounce, with the trimmed text', async () => {
    start();
    texts.next('ad');
    await vi.advanceTimersByTimeAsync(200);
    texts.next('ada');
    await vi.advanceTimersByTimeAsync(299);
    expect(scripted.search).not.toHaveBeenCalled();
    // A space at the end is the same query: it does not restart the pause.
    texts.next('ada ');
    await vi.advanceTimersByTimeAsync(1);
    expect(scripted.search).toHaveBeenCalledTimes(1);
    expect(scripted.requests[0]?.query).toBe('ada');
    expect(answers).toEqual([]);
    scripted.requests[0]!.resolve(['ada']);
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([{ query: 'ada', ok: true, value: ['ada'] }]);
  });

  it('takes the first text at once, and the feed box waits 500 ms', async () => {
    start({ debounceMs: 500 }, 'grace');
    expect(scripted.requests.map((r) => r.query)).toEqual(['grace']);
    texts.next('greta');
    await vi.advanceTimersByTimeAsync(499);
    expect(scripted.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scripted.requests.map((r) => r.query)).toEqual(['grace', 'greta']);
  });

  it('does not ask for fewer than 2 characters, nor twice for the same query', async () => {
    start();
    texts.next('a');
    await vi.advanceTimersByTimeAsync(1000);
    texts.next('ab');
    await vi.advanceTimersByTimeAsync(300);
    texts.next('abc');
    texts.next('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(scripted.requests.map((r) => r.query)).toEqual(['ab']);
  });

  it('aborts the request under way when a newer query replaces it, and shows only the newer answer', async () => {
    start();
    texts.next('gr');
    texts.next('gra');
    await vi.advanceTimersByTimeAsync(300);
    const stale = scripted.requests[0]!;
    texts.next('gre');
    await vi.advanceTimersByTimeAsync(300);
    expect(stale.signal.aborted).toBe(true);
    stale.resolve(['too late']);
    scripted.requests[1]!.resolve(['greta']);
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([{ query: 'gre', ok: true, value: ['greta'] }]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('aborts the request under way when the text becomes too short', async () => {
    start();
    texts.next('gr');
    await vi.advanceTimersByTimeAsync(300);
    texts.next('g');
    await vi.advanceTimersByTimeAsync(300);
    expect(scripted.requests[0]!.signal.aborted).toBe(true);
    expect(answers).toEqual([]);
  });

  it('answers a repeated query from its cache without asking again', async () => {
    const cache = createAnswerCache<string[]>();
    start({ cache });
    texts.next('ada');
    await vi.advanceTimersByTimeAsync(300);
    scripted.requests[0]!.resolve(['ada']);
    texts.next('adam');
    await vi.advanceTimersByTimeAsync(300);
    scripted.requests[1]!.resolve(['adam']);
    texts.next('ada');
    await vi.advanceTimersByTimeAsync(300);
    expect(scripted.requests).toHaveLength(2);
    expect(answers.at(-1)).toEqual({ query: 'ada', ok: true, value: ['ada'] });
  });

  it('keeps the 20 most recently used answers', async () => {
    const cache = createAnswerCache<string[]>();
    start({ cache });
    const ask = async (query: string) => {
      texts.next(query);
      await vi.advanceTimersByTimeAsync(300);
      scripted.requests.at(-1)?.resolve([query]);
      await vi.advanceTimersByTimeAsync(0);
    };
    for (let i = 0; i < 20; i += 1) await ask(`q${i}`);
    await ask('q0'); // a hit: q0 becomes the most recent
    expect(scripted.requests).toHaveLength(20);
    await ask('q20'); // the 21st answer pushes out q1, the least recently used
    await ask('q0');
    expect(scripted.requests).toHaveLength(21);
    await ask('q1');
    expect(scripted.requests.map((r) => r.query).at(-1)).toBe('q1');
    expect(scripted.requests).toHaveLength(22);
  });

  it('reports a failure as an answer, does not keep it, and asks again on retry', async () => {
    const cache = createAnswerCache<string[]>();
    start({ cache });
    texts.next('zebra');
    await vi.advanceTimersByTimeAsync(300);
    const failure = new Error('offline');
    scripted.requests[0]!.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([{ query: 'zebra', ok: false, error: failure }]);
    expect(onError).toHaveBeenCalledWith(failure, 'zebra');

    retries.next();
    expect(answers.at(-1)).toBeNull();
    expect(scripted.requests.map((r) => r.query)).toEqual(['zebra', 'zebra']);
    scripted.requests[1]!.resolve(['Zebra']);
    await vi.advanceTimersByTimeAsync(0);
    expect(answers.at(-1)).toEqual({ query: 'zebra', ok: true, value: ['Zebra'] });
  });

  it('aborts the request under way when the box goes away', async () => {
    const subscription = start({}, 'ada');
    expect(scripted.requests[0]!.signal.aborted).toBe(false);
    subscription.unsubscribe();
    expect(scripted.requests[0]!.signal.aborted).toBe(true);
  });

  it('lets a box say what is worth asking about', async () => {
    start({ searchable: (key) => key !== '' });
    texts.next('hashtag:f');
    await vi.advanceTimersByTimeAsync(300);
    expect(scripted.requests.map((r) => r.query)).toEqual(['hashtag:f']);
  });
});
