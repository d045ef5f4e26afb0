import type { RequestHandler } from 'express';
import { isReadableText as isReadable, type FieldError } from '@flock/shared';
import { AppError } from '../errors.js';

/**
 * Refuses, before any route runs, input no route can mean: bad percent-encoding in the path or the
 * query (400 `malformed_url`), and control characters or unpaired surrogates in path segments, query
 * values or body strings (400 `invalid_characters`). A NUL byte would otherwise reach the database
 * driver, which fails on it. Body strings may hold tab, line feed and carriage return; URLs may not.
 */
export const readableInput: RequestHandler = (req, _res, next) => {
  const problems: FieldError[] = [];
  const [rawPath = '', rawQuery = ''] = splitOnce(req.originalUrl, '?');
  for (const segment of rawPath.split('/')) {
    const text = decodeOrThrow(segment);
    if (!isReadable(text, false)) problems.push({ path: 'url', msg: 'The URL contains control characters' });
  }
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const [name = '', value = ''] = splitOnce(pair, '=').map((part) =>
      decodeOrThrow(part.replace(/\+/g, ' ')),
    );
    if (!isReadable(name, false) || !isReadable(value, false)) {
      problems.push({ path: name, msg: `${name} contains characters that are not allowed` });
    }
  }
  problems.push(...unreadableStrings(req.body));
  if (problems.length > 0) throw invalidCharacters(problems);
  next();
};

/** Throws `invalid_characters` naming each field of a parsed body (JSON or multipart fields) that holds one. */
export function assertReadableBody(body: unknown): void {
  const problems = unreadableStrings(body);
  if (problems.length > 0) throw invalidCharacters(problems);
}

const invalidCharacters = (problems: FieldError[]) =>
  new AppError('invalid_characters', { errors: dedupe(problems).slice(0, 20) });

function decodeOrThrow(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new AppError('malformed_url');
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** Every string (and object key) in a parsed body that is not readable text, with its path. */
function unreadableStrings(body: unknown): FieldError[] {
  const problems: FieldError[] = [];
  // Iterative, so even a body that escaped the depth limit cannot exhaust the stack here.
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isReadable(value, true)) problems.push(problemAt(path));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: join(path, String(index)) }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isReadable(key, false)) problems.push(problemAt(path || '_'));
        else pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return problems.reverse();
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const problemAt = (path: string): FieldError => ({
  path: path || '_',
  msg: `${path || 'The body'} contains characters that are not allowed`,
});

function dedupe(problems: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.path) && seen.add(p.path));
}
