import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createSequelize, tuneSqlite } from './createSequelize.js';
import { isWriteStatement } from './serializeWrites.js';

let dir: string;
let sequelize: Sequelize;
/** The statements the driver was given, in order (Sequelize logs each as it starts it). */
let started: string[] = [];
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-writes-'));
  sequelize = createSequelize(`sqlite:${path.join(dir, 'writes.sqlite')}`);
  await tuneSqlite(sequelize);
  await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  (sequelize as unknown as { options: { logging: (sql: string) => void } }).options.logging = (sql) =>
    started.push(sql.replace(/^Executing \([^)]*\): /, ''));
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sequelize.query('DELETE FROM notes');
  started = [];
});

const bodies = async () =>
  (
    await sequelize.query<{ body: string }>('SELECT body FROM notes ORDER BY id', { type: QueryTypes.SELECT })
  ).map((row) => row.body);
/** Lets every promise chain that needs no I/O run to its end. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('runs a write outside any transaction after the transaction holding the turn commits, not beside it', async () => {
  const transaction = await sequelize.transaction();
  await sequelize.query("INSERT INTO notes (body) VALUES ('inside')", { transaction });
  const outside = sequelize.query("INSERT INTO notes (body) VALUES ('outside')");
  await settle();
  expect(started.some((sql) => sql.includes("'outside'"))).toBe(false);
  expect(await bodies()).toEqual([]);

  await transaction.commit();
  await outside;
  expect(await bodies()).toEqual(['inside', 'outside']);
  const commit = started.findIndex((sql) => sql.startsWith('COMMIT'));
  expect(started.findIndex((sql) => sql.includes("'outside'"))).toBeGreaterThan(commit);
});

it('runs writes in the order they asked, transactions and single statements alike', async () => {
  await Promise.all([
    sequelize.query("INSERT INTO notes (body) VALUES ('a')"),
    sequelize.transaction(async (transaction) => {
      await sequelize.query("INSERT INTO notes (body) VALUES ('b')", { transaction });
      await settle();
      await sequelize.query("INSERT INTO notes (body) VALUES ('c')", { transaction });
    }),
    sequelize.query("INSERT INTO notes (body) VALUES ('d')"),
    sequelize.transaction(async (transaction) => {
      await sequelize.query("INSERT INTO notes (body) VALUES ('e')", { transaction });
    }),
  ]);
  expect(await bodies()).toEqual(['a', 'b', 'c', 'd', 'e']);
});

it('does not hold reads back while a transaction writes', async () => {
  await sequelize.query("INSERT INTO notes (body) VALUES ('committed')");
  const transaction = await sequelize.transaction();
  await sequelize.query("INSERT INTO notes (body) VALUES ('pending')", { transaction });
  expect(await bodies()).toEqual(['committed']);
  await transaction.rollback();
});

it('ends a transaction turn at its commit, so its after-commit hooks may write outside it', async () => {
  await sequelize.transaction(async (transaction) => {
    await sequelize.query("INSERT INTO notes (body) VALUES ('change')", { transaction });
    transaction.afterCommit(async () => {
      await sequelize.query("INSERT INTO notes (body) VALUES ('follow-up')");
    });
  });
  expect(await bodies()).toEqual(['change', 'follow-up']);
});

it('gives the turn back after a failed transaction and a failed statement', async () => {
  await expect(
    sequelize.transaction(async (transaction) => {
      await sequelize.query("INSERT INTO notes (body) VALUES ('lost')", { transaction });
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  await expect(sequelize.query('INSERT INTO notes (body) VALUES (NULL)')).rejects.toThrow();
  await sequelize.query("INSERT INTO notes (body) VALUES ('next')");
  expect(await bodies()).toEqual(['next']);
});

it('tells writes from reads', () => {
  expect(isWriteStatement('SELECT 1', { type: QueryTypes.SELECT })).toBe(false);
  expect(isWriteStatement('SELECT 1', { type: QueryTypes.RAW })).toBe(false);
  expect(isWriteStatement('  select count(*) from notes', undefined)).toBe(false);
  expect(isWriteStatement('PRAGMA table_info(`notes`)', undefined)).toBe(false);
  expect(isWriteStatement('PRAGMA journal_mode = WAL', undefined)).toBe(true);
  expect(isWriteStatement("INSERT INTO notes (body) VALUES ('x')", undefined)).toBe(true);
  expect(isWriteStatement({ query: 'DELETE FROM notes', values: [] }, undefined)).toBe(true);
  expect(isWriteStatement('UPDATE notes SET body = 1', { type: QueryTypes.BULKUPDATE })).toBe(true);
  expect(isWriteStatement('CREATE INDEX n ON notes (body)', undefined)).toBe(true);
  expect(isWriteStatement('SHOW INDEX FROM notes', { type: QueryTypes.SHOWINDEXES })).toBe(false);
});
