import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSequelize, tuneSqlite } from './createSequelize.js';
import { SQLITE_READERS } from './sqliteReaders.js';

let dir: string;
let sequelize: Sequelize;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-readers-'));
  sequelize = createSequelize(`sqlite:${path.join(dir, 'readers.sqlite')}`);
  await tuneSqlite(sequelize);
  await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bodies = async () =>
  (
    await sequelize.query<{ body: string }>('SELECT body FROM notes ORDER BY id', { type: QueryTypes.SELECT })
  ).map((row) => row.body);
const openConnections = () =>
  Object.keys((sequelize.connectionManager as unknown as { connections: object }).connections);

it('spreads reads outside transactions over connections of their own, each seeing every committed write', async () => {
  await sequelize.query("INSERT INTO notes (body) VALUES ('first')");
  for (let i = 0; i < SQLITE_READERS; i++) expect(await bodies()).toEqual(['first']);
  expect(openConnections().filter((key) => key.startsWith('reader-'))).toHaveLength(SQLITE_READERS);

  const transaction = await sequelize.transaction();
  await sequelize.query("INSERT INTO notes (body) VALUES ('second')", { transaction });
  const inside = await sequelize.query<{ body: string }>('SELECT body FROM notes ORDER BY id', {
    type: QueryTypes.SELECT,
    transaction,
  });
  expect(inside.map((row) => row.body)).toEqual(['first', 'second']);
  // Not committed yet: no reader sees it, and none waits for the writer (WAL).
  for (let i = 0; i < SQLITE_READERS; i++) expect(await bodies()).toEqual(['first']);
  await transaction.commit();
  for (let i = 0; i < SQLITE_READERS; i++) expect(await bodies()).toEqual(['first', 'second']);
});
