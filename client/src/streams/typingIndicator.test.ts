import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  typingMembers,
  typingSignals,
  type LocalTyping,
  type TypingEvent,
  type TypingSignal,
} from './typingIndicator';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('what this member tells the others', () => {
  const setUp = () => {
    const local = new Subject<LocalTyping>();
    const told: TypingSignal[] = [];
    const subscription = local.pipe(typingSignals(3000, 2000)).subscribe((s) => told.push(s));
    return { local, told, subscription };
  };

  it('says start at the first keystroke and stop after 3 s of silence', async () => {
    const { local, told } = setUp();
    local.next('input');
    local.next('input');
    await vi.advanceTimersByTimeAsync(1500);
    local.next('input');
    expect(told).toEqual(['start']);
    await vi.advanceTimersByTimeAsync(2999);
    // Typing from 0 to 1.5 s counts until 4.5 s: start again at 2 s and 4 s.
    expect(told).toEqual(['start', 'start', 'start']);
    await vi.advanceTimersByTimeAsync(1);
    expect(told).toEqual(['start', 'start', 'start', 'stop']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(told).toHaveLength(4);
  });

  it('repeats start while typing goes on, and stops at once when the message is sent', async () => {
    const { local, told } = setUp();
    local.next('input');
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      local.next('input');
    }
    expect(told).toEqual(['start', 'start', 'start']);
    local.next('sent');
    expect(told).toEqual(['start', 'start', 'start', 'stop']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(told).toHaveLength(4);
  });

  it('says nothing about a send without typing', async () => {
    const { local, told } = setUp();
    local.next('sent');
    await vi.advanceTimersByTimeAsync(5000);
    expect(told).toEqual([]);
  });
});

describe('who is typing in a conversation', () => {
  const setUp = () => {
    const events = new Subject<TypingEvent>();
    const shown: string[][] = [];
    events.pipe(typingMembers(6000)).subscribe((ids) => shown.push(ids));
    return { events, shown };
  };

  it('shows a member from their start until their stop', () => {
    const { events, shown } = setUp();
    events.next({ userId: 'grace', typing: true });
    events.next({ userId: 'grace', typing: true });
    events.next({ userId: 'alan', typing: true });
    events.next({ userId: 'grace', typing: false });
    expect(shown).toEqual([['grace'], ['grace', 'alan'], ['alan']]);
  });

  it('lets a member expire after 6 s without a new start, each on their own clock', async () => {
    const { events, shown } = setUp();
    events.next({ userId: 'grace', typing: true });
    await vi.advanceTimersByTimeAsync(4000);
    events.next({ userId: 'alan', typing: true });
    await vi.advanceTimersByTimeAsync(1999);
    expect(shown.at(-1)).toEqual(['grace', 'alan']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.at(-1)).toEqual(['alan']);
    await vi.advanceTimersByTimeAsync(4000);
    expect(shown).toEqual([['grace'], ['grace', 'alan'], ['alan'], []]);
  });

  it('keeps a member whose start comes again before the expiry', async () => {
    const { events, shown } = setUp();
    events.next({ userId: 'grace', typing: true });
    await vi.advanceTimersByTimeAsync(5000);
    events.next({ userId: 'grace', typing: true });
    await vi.advanceTimersByTimeAsync(5999);
    expect(shown).toEqual([['grace']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([['grace'], []]);
  });

  it('ignores a stop from a member who was not typing', () => {
    const { events, shown } = setUp();
    events.next({ userId: 'grace', typing: false });
    expect(shown).toEqual([]);
  });
});
