/** Human names of queued writes, for the sync centre. */

const SNIPPET_LENGTH = 40;

export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return '';
  return flat.length > SNIPPET_LENGTH ? `“${flat.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…”` : `“${flat}”`;
}

export function withSnippet(action: string, text: string): string {
  const quoted = snippet(text);
  return quoted ? `${action}: ${quoted}` : action;
}
