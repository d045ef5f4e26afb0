import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/testDatabase.js';
import { createRowReader, type RowReader } from './selectRows.js';

const onMysql = /^(mysql|mariadb):/.test(process.env.DATABASE_URL ?? '');

interface Counter {
  name: string;
  value: number | string;
}

/** This connection's count of prepared and of executed statements. */
const COUNTERS_SQL = `SELECT LOWER(VARIABLE_NAME) AS name, VARIABLE_VALUE AS value
  FROM information_schema.SESSION_STATUS WHERE VARIABLE_NAME IN ('COM_STMT_PREPARE', 'COM_STMT_EXECUTE')`;

describe.skipIf(!onMysql)('hot reads on MySQL and MariaDB', () => {
  let database: TestDatabase;
  let reader: RowReader;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.sequelize.query(`CREATE TABLE read_samples (
      id INT PRIMARY KEY, at DATETIME(3) NOT NULL, day DATE NOT NULL, big BIGINT NOT NULL,
      price DECIMAL(8, 2) NOT NULL, flag TINYINT(1) NOT NULL, note VARCHAR(20) NULL)`);
    await database.db.sequelize.query(`INSERT INTO read_samples VALUES
      (1, '2026-03-04 05:06:07.089', '2026-03-04', 9007199254740991, 12.50, 1, 'first'),
      (2, '2026-03-05 23:59:59.999', '2026-03-05', 2, 0.25, 0, NULL),
      (3, '2026-03-06 00:00:00.000', '2026-03-06', 3, 1.00, 0, 'third')`);
  });
  afterAll(async () => {
    await reader?.close();
    await database.db.sequelize.query('DROP TABLE IF EXISTS read_samples');
    await database.close();
  });

  it('types each value as the app reads it: UTC times, dates as text, numbers, nulls', async () => {
    const rows = await database.db.select<Record<string, unknown>>(
      'SELECT id, at, day, big, price, flag, note FROM read_samples WHERE id IN (:ids) ORDER BY id',
      { ids: [1, 2] },
    );
    expect(rows).toEqual([
      {
        id: 1,
        at: new Date('2026-03-04T05:06:07.089Z'),
        day: '2026-03-04',
        big: 9007199254740991,
        price: '12.50',
        flag: 1,
        note: 'first',
      },
      {
        id: 2,
        at: new Date('2026-03-05T23:59:59.999Z'),
        day: '2026-03-05',
        big: 2,
        price: '0.25',
        flag: 0,
        note: null,
      },
    ]);
  });

  it('binds times, lists, booleans and a LIMIT as parameters', async () => {
    const rows = await database.db.select<{ id: number }>(
      `SELECT id FROM read_samples WHERE at >= :from AND flag = :flag AND note IN (:notes)
       ORDER BY id LIMIT :limit`,
      { from: new Date('2026-03-05T00:00:00Z'), flag: false, notes: ['third', 'other'], limit: 5 },
    );
    expect(rows).toEqual([{ id: 3 }]);
  });

  it('prepares a statement once per connection and then only executes it', async () => {
    reader = createRowReader(database.db.sequelize, 'mysql');
    // One at a time, so the pool opens one connection and every read below runs on it.
    for (let i = 0; i < 3; i++)
      await reader.select('SELECT id FROM read_samples WHERE id = :id', { id: i + 1 });
    const counters = await reader.select<Counter>(COUNTERS_SQL);
    const count = (name: string) => Number(counters.find((row) => row.name === name)?.value);
    // The sample statement and the counters' own, each prepared once; four executions in all.
    expect(count('com_stmt_prepare')).toBe(2);
    expect(count('com_stmt_execute')).toBe(4);
  });

  it('refuses a statement the server refuses, and goes on reading', async () => {
    await expect(database.db.select('SELEC id FROM read_samples')).rejects.toThrow(/syntax/);
    expect(await database.db.select('SELECT COUNT(*) AS n FROM read_samples')).toEqual([{ n: 3 }]);
  });
});
