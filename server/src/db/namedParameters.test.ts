import { describe, expect, it } from 'vitest';
import { bindNamedParameters, inlineNamedParameters, type ParameterValue } from './namedParameters.js';

const asIs = (value: unknown) => value as ParameterValue;

describe('bindNamedParameters', () => {
  it('puts a ? for each name, in order, a name used twice giving its value twice', () => {
    expect(
      bindNamedParameters('SELECT * FROM posts WHERE a = :a AND (b < :b OR b = :a)', { a: 1, b: 'x' }, asIs),
    ).toEqual({ sql: 'SELECT * FROM posts WHERE a = ? AND (b < ? OR b = ?)', values: [1, 'x', 1] });
  });

  it('expands a list into as many parameters, and an empty one into NULL', () => {
    expect(
      bindNamedParameters('x IN (:ids) AND y IN (:none)', { ids: ['a', 'b', 'c'], none: [] }, asIs),
    ).toEqual({ sql: 'x IN (?, ?, ?) AND y IN (NULL)', values: ['a', 'b', 'c'] });
  });

  it('leaves names inside quoted text and identifiers alone', () => {
    const sql = `SELECT ':not', "col:umn", \`t:x\` FROM t WHERE p = :p AND q = 'it''s :q'`;
    expect(bindNamedParameters(sql, { p: 2 }, asIs)).toEqual({
      sql: `SELECT ':not', "col:umn", \`t:x\` FROM t WHERE p = ? AND q = 'it''s :q'`,
      values: [2],
    });
  });

  it('converts each value with the given function', () => {
    const when = new Date('2026-01-02T03:04:05.006Z');
    const bound = bindNamedParameters('a = :a AND b IN (:b)', { a: when, b: [true, false] }, (value) =>
      value instanceof Date ? value.toISOString() : value === true ? 1 : value === false ? 0 : asIs(value),
    );
    expect(bound.values).toEqual(['2026-01-02T03:04:05.006Z', 1, 0]);
  });

  it('refuses a statement whose name has no value', () => {
    expect(() => bindNamedParameters('a = :a AND b = :b', { a: 1 }, asIs)).toThrow(':b');
  });

  it('hands out one text per statement without lists, with each call’s own values', () => {
    const sql = 'SELECT * FROM notes WHERE a = :a AND b > :b AND c = :a';
    const first = bindNamedParameters(sql, { a: 1, b: 2 }, asIs);
    const second = bindNamedParameters(
      `SELECT * FROM notes WHERE a = :a AND b > :b AND c = :a`,
      { a: 3, b: 4 },
      asIs,
    );
    expect(second.sql).toBe(first.sql);
    expect(first.values).toEqual([1, 2, 1]);
    expect(second.values).toEqual([3, 4, 3]);
    expect(() => bindNamedParameters(sql, { a: 5 }, asIs)).toThrow(':b');
    const listed = bindNamedParameters('x = :x AND y IN (:ys)', { x: 1, ys: [2, 3] }, asIs);
    expect(bindNamedParameters('x = :x AND y IN (:ys)', { x: 4, ys: [5] }, asIs)).toEqual({
      sql: 'x = ? AND y IN (?)',
      values: [4, 5],
    });
    expect(listed).toEqual({ sql: 'x = ? AND y IN (?, ?)', values: [1, 2, 3] });
  });

  it('writes row counts after LIMIT and OFFSET into the text when asked, one text per set of counts', () => {
    const sql = 'SELECT * FROM notes WHERE a = :a ORDER BY a LIMIT :rows OFFSET :skip';
    const counted = (rows: unknown, skip: unknown) =>
      bindNamedParameters(sql, { a: 'x', rows, skip }, asIs, { countsInText: true });
    const first = counted(10, 0);
    expect(first).toEqual({
      sql: 'SELECT * FROM notes WHERE a = ? ORDER BY a LIMIT 10 OFFSET 0',
      values: ['x'],
    });
    expect(counted(10, 0).sql).toBe(first.sql);
    expect(counted(10, 20).sql).toBe('SELECT * FROM notes WHERE a = ? ORDER BY a LIMIT 10 OFFSET 20');
    for (const bad of ['10', 1.5, -1, null, Number.MAX_SAFE_INTEGER + 1])
      expect(() => counted(bad, 0)).toThrow(':rows after LIMIT or OFFSET must be a whole number of rows');
    expect(bindNamedParameters(sql, { a: 'y', rows: 5, skip: 1 }, asIs)).toEqual({
      sql: 'SELECT * FROM notes WHERE a = ? ORDER BY a LIMIT ? OFFSET ?',
      values: ['y', 5, 1],
    });
    expect(
      bindNamedParameters('x IN (:ids) LIMIT :n', { ids: [1, 2], n: 3 }, asIs, { countsInText: true }),
    ).toEqual({ sql: 'x IN (?, ?) LIMIT 3', values: [1, 2] });
  });

  it('writes the values in as literals for a statement that runs as it is', () => {
    const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));
    expect(
      inlineNamedParameters('a = :a AND b IN (:b) AND c IN (:c)', { a: 'x', b: [1, 2], c: [] }, literal),
    ).toBe("a = 'x' AND b IN (1, 2) AND c IN (NULL)");
  });
});
