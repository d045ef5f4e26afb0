import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { createPackedReads } from './sqlitePackedRows.js';

let dir: string;
let db: Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-packed-'));
  db = await openDatabase(`sqlite:${path.join(dir, 'packed.sqlite')}`);
  await db.sequelize.query(
    'CREATE TABLE samples (id INTEGER PRIMARY KEY, label TEXT, amount REAL, note TEXT, raw BLOB)',
  );
  await db.sequelize.query(
    `INSERT INTO samples (id, label, amount, note, raw) VALUES
      (1, 'one', 1.5, NULL, NULL), (2, 'two "quoted" \\ é', -2, '[1,2]', NULL), (3, 'three', 0, 'x', X'00ff')`,
    { type: QueryTypes.INSERT },
  );
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const packed = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
  db.select<T>(sql, replacements, { packRows: true });

it('answers packed reads exactly as plain ones, in order, with the same values and types', async () => {
  const sql = 'SELECT id, label, amount, note FROM samples WHERE id <= :last ORDER BY id DESC';
  const plain = await db.select(sql, { last: 2 });
  expect(plain).toHaveLength(2);
  expect(await packed(sql, { last: 2 })).toEqual(plain); // the first run tells the columns
  expect(await packed(sql, { last: 2 })).toEqual(plain); // packed
  expect(await packed(sql, { last: 1 })).toEqual(plain.slice(1));
  expect(await packed(sql, { last: 0 })).toEqual([]);
});

it('keeps a statement whose rows cannot be written as JSON unpacked', async () => {
  const sql = 'SELECT id, raw FROM samples WHERE id = :id';
  const [first] = await packed<{ raw: Buffer | null }>(sql, { id: 3 });
  expect(Buffer.isBuffer(first!.raw)).toBe(true);
  const [again] = await packed<{ raw: Buffer | null }>(sql, { id: 3 });
  expect(again).toEqual(first);
});

it('sends the runs after the first to SQLite as one JSON text; one that fails there goes plain', async () => {
  const sent: string[] = [];
  const run = <T>(text: string) => {
    sent.push(text);
    return db.select(text) as Promise<T[]>;
  };
  const packedRows = createPackedReads();
  const sql = 'SELECT id, label FROM samples ORDER BY id';
  const first = await packedRows(run, sql);
  expect(await packedRows(run, sql)).toEqual(first);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatch(/^SELECT json_group_array\(json_object\(/);
  expect(sent[1]).toContain(`FROM (${sql}) q`);

  const withBlob = 'SELECT id, raw FROM samples ORDER BY id';
  sent.length = 0;
  const rows = await packedRows(run, withBlob);
  expect(await packedRows(run, withBlob)).toEqual(rows);
  expect(await packedRows(run, withBlob)).toEqual(rows);
  expect(sent.filter((text) => text === withBlob)).toHaveLength(3);
  expect(sent).toHaveLength(4);
});
