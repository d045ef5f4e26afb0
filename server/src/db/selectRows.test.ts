import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createSequelize, tuneSqlite } from './createSequelize.js';
import { createRowReader, type RowReader } from './selectRows.js';
import { SQLITE_READERS } from './sqliteReaders.js';

let dir: string;
let sequelize: Sequelize;
let reader: RowReader;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-select-'));
  sequelize = createSequelize(`sqlite:${path.join(dir, 'select.sqlite')}`);
  await tuneSqlite(sequelize);
  await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, at TEXT)');
  reader = createRowReader(sequelize, 'sqlite');
});
afterAll(async () => {
  await reader.close();
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bodiesAfter = async (id: number) =>
  (await reader.select<{ body: string }>('SELECT body FROM notes WHERE id > :id ORDER BY id', { id })).map(
    (row) => row.body,
  );

it('reads with reused statements and still sees every write committed since, on every reader', async () => {
  await sequelize.query("INSERT INTO notes (body) VALUES ('first')");
  for (let i = 0; i < SQLITE_READERS; i++) expect(await bodiesAfter(0)).toEqual(['first']);
  await sequelize.query("INSERT INTO notes (body) VALUES ('second')");
  for (let i = 0; i < SQLITE_READERS; i++) expect(await bodiesAfter(0)).toEqual(['first', 'second']);
  expect(await bodiesAfter(1)).toEqual(['second']);
});

it('binds lists, times and booleans as the database stores them', async () => {
  const at = new Date('2026-03-04T05:06:07.089Z');
  await sequelize.query("INSERT INTO notes (body, at) VALUES ('timed', '2026-03-04 05:06:07.089 +00:00')");
  const rows = await reader.select<{ body: string; flag: number }>(
    'SELECT body, :flag AS flag FROM notes WHERE at = :at AND body IN (:bodies)',
    { at, flag: true, bodies: ['timed', 'other'] },
  );
  expect(rows).toEqual([{ body: 'timed', flag: 1 }]);
});

it('rejects a statement the database refuses, and goes on reading', async () => {
  await expect(reader.select('SELEC body FROM notes')).rejects.toThrow(/syntax error/);
  await expect(reader.select('SELECT body FROM nowhere')).rejects.toThrow(/no such table/);
  expect(await bodiesAfter(0)).toContain('first');
});

it('writes a page’s LIMIT and OFFSET into the statement, binding only the other values', async () => {
  // A bound LIMIT makes SQLite prepare the statement again on every run (its planner reads the value).
  const prepared = vi.spyOn(sqlite3.Database.prototype, 'prepare');
  const ran = vi.spyOn(sqlite3.Statement.prototype, 'all');
  try {
    const page = (offset: number) =>
      reader.select<{ body: string }>(
        'SELECT body FROM notes WHERE id > :after ORDER BY id LIMIT :rows OFFSET :offset',
        { after: 0, rows: 1, offset },
      );
    expect(await page(1)).toEqual([{ body: 'second' }]);
    expect(await page(0)).toEqual([{ body: 'first' }]);
    expect(prepared.mock.calls.map(([sql]) => sql)).toEqual([
      'SELECT body FROM notes WHERE id > ? ORDER BY id LIMIT 1 OFFSET 1',
      'SELECT body FROM notes WHERE id > ? ORDER BY id LIMIT 1 OFFSET 0',
    ]);
    expect(ran.mock.calls.map(([values]) => values)).toEqual([[0], [0]]);
    await expect(
      reader.select('SELECT body FROM notes LIMIT :rows', { rows: '1; DROP TABLE notes' }),
    ).rejects.toThrow(':rows after LIMIT or OFFSET must be a whole number of rows');
  } finally {
    prepared.mockRestore();
    ran.mockRestore();
  }
});
