import type { Database } from '../db/database.js';

/**
 * A time as the database stores it (UTC, milliseconds), for raw-query replacements. A Date given
 * as a replacement would be written in the process's local zone.
 */
export function sqlTime(db: Pick<Database, 'dialect'>, date: Date): string {
  const iso = date.toISOString();
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return db.dialect === 'sqlite' ? `${text} +00:00` : text;
}
