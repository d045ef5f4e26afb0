import { TAG_MAX_LENGTH } from './limits.js';

/**
 * Tags as the spec cleans them: characters other than letters, digits and spaces removed, cut to 30,
 * blanks and duplicates (case-insensitive) dropped. The count limit is checked by the caller.
 */
export function cleanTags(tags: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    if (typeof raw !== 'string') continue;
    const tag = raw
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, TAG_MAX_LENGTH)
      .trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** `#tag` and `@name` tokens: the marker followed by letters, digits or underscores (spec 000 section 5). */
const TOKEN = /(^|[^\p{L}\p{N}_])([#@])([\p{L}\p{N}_]+)/gu;

export interface TextToken {
  kind: 'text' | 'hashtag' | 'mention';
  value: string;
}

/** Splits post text into plain runs, hashtags and mentions, for rendering links. */
export function tokenizePostText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = (match.index ?? 0) + match[1]!.length;
    if (start > last) tokens.push({ kind: 'text', value: text.slice(last, start) });
    tokens.push({ kind: match[2] === '#' ? 'hashtag' : 'mention', value: match[3]! });
    last = start + 1 + match[3]!.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', value: text.slice(last) });
  return tokens;
}

/** Distinct values of one kind of token, lowercased, in order of appearance. */
const distinctOfKind = (tokens: readonly TextToken[], kind: 'hashtag' | 'mention') =>
  distinct(tokens.filter((t) => t.kind === kind).map((t) => t.value.toLowerCase()));

/** Distinct hashtags of a text, lowercased, in order of appearance. */
export function extractHashtags(text: string): string[] {
  return distinctOfKind(tokenizePostText(text), 'hashtag');
}

/** A post text's hashtags and mentions as extractHashtags and extractMentions give them, read once. */
export function extractPostTokens(text: string): { hashtags: string[]; mentions: string[] } {
  const tokens = tokenizePostText(text);
  return { hashtags: distinctOfKind(tokens, 'hashtag'), mentions: distinctOfKind(tokens, 'mention') };
}

/**
 * Distinct hashtags of a post as first written (`#TypeScript` stays so), compared without case: those in
 * its text, then its tags (spaces dropped, so the tag "Machine Learning" is #MachineLearning).
 */
export function hashtagsAsWritten(text: string, tags: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  const written = tokenizePostText(text)
    .filter((t) => t.kind === 'hashtag')
    .map((t) => t.value);
  for (const tag of [...written, ...tags.map((t) => t.replace(/\s+/g, ''))]) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key) || !/^[\p{L}\p{N}_]+$/u.test(tag)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Distinct mentioned usernames, lowercased, in order of appearance. */
export function extractMentions(text: string): string[] {
  return distinctOfKind(tokenizePostText(text), 'mention');
}

const distinct = (values: string[]) => [...new Set(values)];
