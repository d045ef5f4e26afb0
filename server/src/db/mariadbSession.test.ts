import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase.js';

const onMysql = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');

interface Settings {
  version: string;
  optimizerSwitch: string;
  diveLimit: number | string;
}

const SETTINGS_SQL = `SELECT VERSION() AS version, @@optimizer_switch AS optimizerSwitch,
  @@eq_range_index_dive_limit AS diveLimit`;

describe.skipIf(!onMysql)('MariaDB session settings', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives every pool connection the planner settings, for the hot reads and for Sequelize alike', async () => {
    const { db } = database;
    // Several at once, so the pool opens several connections.
    const read = await Promise.all([
      ...Array.from({ length: 4 }, () => db.select<Settings>(SETTINGS_SQL)),
      ...Array.from({ length: 4 }, () =>
        db.sequelize.query<Settings>(SETTINGS_SQL, { type: QueryTypes.SELECT }),
      ),
    ]);
    for (const [row] of read) {
      if (!/mariadb/i.test(row!.version)) continue; // MySQL keeps its defaults
      expect(row!.optimizerSwitch).toContain('exists_to_in=off');
      expect(row!.optimizerSwitch).toContain('index_merge=off');
      expect(Number(row!.diveLimit)).toBe(1);
    }
  });
});
