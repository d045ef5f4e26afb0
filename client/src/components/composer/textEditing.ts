/** Inserts `text` over the selection; returns the new value and where the caret goes. */
export function insertText(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  text: string,
): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, value.length));
  const end = Math.max(start, Math.min(selectionEnd, value.length));
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}

export interface CursorToken {
  kind: 'hashtag' | 'mention';
  /** The text after the marker. */
  query: string;
  /** Where the marker is, and where the word ends (the caret may be inside it). */
  start: number;
  end: number;
}

const BEFORE_CARET = /(^|[^\p{L}\p{N}_])([#@])([\p{L}\p{N}_]*)$/u;
const AFTER_CARET = /^[\p{L}\p{N}_]*/u;

/** The #tag or @name word the caret is in (same characters as the post text's tokens), or null. */
export function tokenAtCursor(value: string, caret: number): CursorToken | null {
  const before = value.slice(0, caret);
  const match = BEFORE_CARET.exec(before);
  if (!match) return null;
  const rest = AFTER_CARET.exec(value.slice(caret))?.[0] ?? '';
  const start = match.index + match[1]!.length;
  return {
    kind: match[2] === '#' ? 'hashtag' : 'mention',
    query: match[3]! + rest,
    start,
    end: caret + rest.length,
  };
}

/** Replaces the token with the picked `#tag`/`@name` and a space; returns the new value and caret. */
export function completeToken(
  value: string,
  token: CursorToken,
  name: string,
): { value: string; caret: number } {
  const marker = token.kind === 'hashtag' ? '#' : '@';
  const after = value.slice(token.end);
  const insertion = `${marker}${name}${after.startsWith(' ') ? '' : ' '}`;
  const caret = token.start + insertion.length + (after.startsWith(' ') ? 1 : 0);
  return { value: value.slice(0, token.start) + insertion + after, caret };
}
