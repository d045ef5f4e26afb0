import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSequelize, tuneSqlite } from './createSequelize.js';
import { SQLITE_WRITER } from './sqliteConnections.js';

let dir: string;
let sequelize: Sequelize;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-connections-'));
  sequelize = createSequelize(`sqlite:${path.join(dir, 'connections.sqlite')}`);
  await tuneSqlite(sequelize);
  await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const connections = () =>
  (sequelize.connectionManager as unknown as { connections: Record<string, object> }).connections;
const pragma = async (name: string, transaction?: Transaction) => {
  const [row] = await sequelize.query<Record<string, unknown>>(`PRAGMA ${name}`, {
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ? Object.values(row)[0] : undefined;
};

it('runs every transaction on one connection that stays open', async () => {
  const used: unknown[] = [];
  for (const body of ['one', 'two']) {
    await sequelize.transaction(async (transaction) => {
      used.push((transaction as unknown as { connection: unknown }).connection);
      await sequelize.query('INSERT INTO notes (body) VALUES (?)', { replacements: [body], transaction });
    });
  }
  const unmanaged = await sequelize.transaction();
  used.push((unmanaged as unknown as { connection: unknown }).connection);
  await unmanaged.rollback();

  expect(new Set(used).size).toBe(1);
  expect(connections()[SQLITE_WRITER]).toBe(used[0]);
  expect(
    Object.keys(connections()).filter(
      (key) => !['default', SQLITE_WRITER].includes(key) && !key.startsWith('reader-'),
    ),
  ).toEqual([]);
  const rows = await sequelize.query<{ body: string }>('SELECT body FROM notes ORDER BY id', {
    type: QueryTypes.SELECT,
  });
  expect(rows.map((row) => row.body)).toEqual(['one', 'two']);
});

it('gives every connection the per-connection settings: transactions, writes outside them and reads', async () => {
  await sequelize.transaction(async (transaction) => {
    expect(await pragma('synchronous', transaction)).toBe(1); // NORMAL
    expect(await pragma('busy_timeout', transaction)).toBe(5000);
    expect(await pragma('foreign_keys', transaction)).toBe(1);
  });
  // Reads outside a transaction go round the readers: ask each of them.
  for (let n = 0; n < 4; n++) {
    expect(await pragma('synchronous')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  }
  expect(await pragma('journal_mode')).toBe('wal');
});
