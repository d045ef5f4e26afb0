import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabaseUrl } from '../../testing/testDatabase.js';
import { openDatabase, type Database } from '../src/db/database.js';

export interface TestDatabase {
  db: Database;
  /** Another connection (pool) to the same database, like a second server process has. */
  connectAgain(): Promise<Database>;
  close(): Promise<void>;
}

/** A migrated database of its own (SQLite, or MySQL when DATABASE_URL says so) without the whole app. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flock-db-'));
  const database = await createTestDatabaseUrl(dataDir);
  const db = await openDatabase(database.url);
  const others: Database[] = [];
  return {
    db,
    async connectAgain() {
      const other = await openDatabase(database.url);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await db.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `condition` holds; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
