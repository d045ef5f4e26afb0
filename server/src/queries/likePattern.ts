import type { Database } from '../db/database.js';

/**
 * A LIKE condition on `column` that matches the bound `:likePattern` literally (its %, _ and \
 * escaped), ignoring case on both engines. `lowered` says the column is stored lowercase already,
 * which keeps a prefix match on an index.
 */
export function likeCondition(db: Database, column: string, { lowered = false } = {}): string {
  // One backslash as the escape character: MySQL string literals need it doubled, SQLite's do not.
  const escapeChar = db.dialect === 'mysql' ? "'\\\\'" : "'\\'";
  return `${lowered ? column : `LOWER(${column})`} LIKE :likePattern ESCAPE ${escapeChar}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const containsPattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
export const prefixPattern = (text: string) => `${escapeLike(text.toLowerCase())}%`;
