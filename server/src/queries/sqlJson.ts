import type { Database } from '../db/database.js';

/**
 * A JSON array of one object per row, built by the database: `json_group_array(json_object(...))` on
 * SQLite, `JSON_ARRAYAGG(JSON_OBJECT(...))` on MySQL/MariaDB. `fields` maps keys to SQL expressions.
 */
export function jsonArraySql(db: Pick<Database, 'dialect'>, fields: Record<string, string>): string {
  const pairs = Object.entries(fields)
    .map(([key, expression]) => `'${key}', ${expression}`)
    .join(', ');
  return db.dialect === 'sqlite'
    ? `json_group_array(json_object(${pairs}))`
    : `JSON_ARRAYAGG(JSON_OBJECT(${pairs}))`;
}

/** What jsonArraySql gave back: text on most drivers, parsed on some; NULL (MySQL, no rows) is empty. */
export function parseJsonArray<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}
