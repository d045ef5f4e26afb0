import {
  concat,
  distinctUntilChanged,
  groupBy,
  interval,
  map,
  mergeMap,
  of,
  scan,
  skip,
  startWith,
  switchMap,
  timer,
  type OperatorFunction,
} from 'rxjs';

/**
 * Typing indicators for conversations (spec 001: "typing..." while another member types; start and
 * stop arrive in real time). Both sides are streams with an expiry, so a lost stop event (a closed
 * tab, a dropped connection) never leaves "typing..." on screen for good.
 */

/** The sender stops by itself after this much silence... */
export const TYPING_SILENCE_MS = 3000;
/** ...and says it again this often while typing goes on, so the other side's expiry never fires mid-word. */
export const TYPING_REPEAT_MS = 3000;
/** A member who said nothing more for this long counts as no longer typing. */
export const TYPING_EXPIRY_MS = 6000;

export type LocalTyping = 'input' | 'sent';
export type TypingSignal = 'start' | 'stop';

/**
 * This member's keystrokes (`input`) and sends (`sent`) -> what to tell the others: `start` at the
 * first keystroke (again every `repeatMs` while typing goes on), `stop` after `silenceMs` without a
 * keystroke or at once when the message is sent.
 */
export function typingSignals(
  silenceMs: number = TYPING_SILENCE_MS,
  repeatMs: number = TYPING_REPEAT_MS,
): OperatorFunction<LocalTyping, TypingSignal> {
  return (events) =>
    events.pipe(
      switchMap((event) =>
        event === 'input' ? concat(of(true), timer(silenceMs).pipe(map(() => false))) : of(false),
      ),
      startWith(false),
      distinctUntilChanged(),
      switchMap((typing) =>
        typing
          ? interval(repeatMs).pipe(
              startWith(0),
              map((): TypingSignal => 'start'),
            )
          : of<TypingSignal>('stop'),
      ),
      // Not typing to begin with is not news.
      skip(1),
    );
}

export interface TypingEvent {
  userId: string;
  typing: boolean;
}

/**
 * The others' `user_typing` / `user_stopped_typing` events of one conversation -> who is typing now,
 * in the order they started. Each member expires on their own after `expiryMs` without a new start.
 */
export function typingMembers(expiryMs: number = TYPING_EXPIRY_MS): OperatorFunction<TypingEvent, string[]> {
  return (events) =>
    events.pipe(
      groupBy((event) => event.userId),
      mergeMap((member) =>
        member.pipe(
          switchMap((event) =>
            event.typing ? concat(of(true), timer(expiryMs).pipe(map(() => false))) : of(false),
          ),
          distinctUntilChanged(),
          map((typing) => ({ userId: member.key, typing })),
        ),
      ),
      scan(
        (typing, { userId, typing: now }) =>
          now ? [...typing.filter((id) => id !== userId), userId] : typing.filter((id) => id !== userId),
        [] as string[],
      ),
      startWith([] as string[]),
      distinctUntilChanged((a, b) => a.length === b.length && a.every((id, i) => id === b[i])),
      skip(1),
    );
}
