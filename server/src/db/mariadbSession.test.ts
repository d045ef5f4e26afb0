import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase.js';
import { explainSql, WITHOUT_SUBQUERY_CACHE } from './mariadbSession.js';

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

  it('runs a statement marked WITHOUT_SUBQUERY_CACHE without it, and leaves the session’s cache on', async () => {
    const { sequelize } = database.db;
    // One connection throughout: the counters and the switch are the session's.
    await sequelize.transaction(async (transaction) => {
      const run = (sql: string) =>
        sequelize.query<Record<string, string>>(sql, { type: QueryTypes.SELECT, transaction });
      const [{ version } = { version: '' }] = await run('SELECT VERSION() AS version');
      if (!/mariadb/i.test(version)) return;
      const misses = async () =>
        Number((await run("SHOW SESSION STATUS LIKE 'Subquery_cache_miss'"))[0]!.Value);
      const correlated = `SELECT (SELECT COUNT(*) FROM users inner_u WHERE inner_u.id = u.id) AS n
        FROM (SELECT 'a' AS id UNION ALL SELECT 'b') u`;
      const before = await misses();
      await run(`${WITHOUT_SUBQUERY_CACHE}${correlated}`);
      expect(await misses()).toBe(before);
      await run(correlated);
      expect(await misses()).toBe(before + 2);
      // EXPLAIN goes after the statement's settings, where MariaDB reads it.
      expect(await run(explainSql('EXPLAIN', `${WITHOUT_SUBQUERY_CACHE}${correlated}`))).not.toHaveLength(0);
    });
  });
});

describe('explainSql', () => {
  it('puts EXPLAIN after the settings a statement starts with, or first', () => {
    expect(explainSql('EXPLAIN', `${WITHOUT_SUBQUERY_CACHE}SELECT 1`)).toBe(
      `${WITHOUT_SUBQUERY_CACHE}EXPLAIN SELECT 1`,
    );
    expect(explainSql('EXPLAIN QUERY PLAN', 'SELECT 1')).toBe('EXPLAIN QUERY PLAN SELECT 1');
  });
});
