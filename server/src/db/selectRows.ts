import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger.js';
import { bindNamedParameters, inlineNamedParameters, type ParameterValue } from './namedParameters.js';
import { sqlTime } from '../queries/sqlTime.js';
import { createMysqlReads } from './mysqlReads.js';
import { nextSqliteReader } from './sqliteReaders.js';
import { createPackedReads } from './sqlitePackedRows.js';
import { createStatementCache, type SqliteConnection } from './sqliteStatements.js';

/**
 * A read outside any transaction with `:name` replacements, answered as the driver's plain rows
 * (times are Dates on MySQL, text on SQLite; rowValues.ts reads both). For the hot paths (sessions,
 * feeds, lists): the statement goes straight to the driver, without Sequelize's per-query work (it
 * re-reads every statement for replacements and, on SQLite, formats a stack trace for each one).
 */
export type SelectRows = <T extends object>(
  sql: string,
  replacements?: Record<string, unknown>,
  options?: SelectOptions,
) => Promise<T[]>;

export interface SelectOptions {
  /**
   * Many rows of many columns (a page of posts): on SQLite they come back packed as one JSON text
   * (sqlitePackedRows.ts). Columns that share a name must hold one value (a page's two `authorId`s,
   * the post's and its author's, do). Elsewhere it changes nothing.
   */
  packRows?: boolean;
}

interface ConnectionManager {
  getConnection(options: { type: 'SELECT'; uuid?: string }): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void> | void;
}

function driverValue(dialect: 'sqlite' | 'mysql') {
  return (value: unknown): ParameterValue => {
    if (value === undefined || value === null) return null;
    if (value instanceof Date) return sqlTime({ dialect }, value);
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
    if (Buffer.isBuffer(value)) return value;
    throw new TypeError(`A ${typeof value} cannot be a query parameter`);
  };
}

/** The reads, and what must happen before the connections close. */
export interface RowReader {
  select: SelectRows;
  close(): Promise<void>;
}

/**
 * The reads for `dialect`; on MySQL and MariaDB through a pool of their own (mysqlReads.ts), each new
 * connection first running `mysqlSessionSql` when given (a failure there goes to `logger`).
 */
export function createRowReader(
  sequelize: Sequelize,
  dialect: 'sqlite' | 'mysql',
  mysqlSessionSql: string | null = null,
  logger?: Logger,
): RowReader {
  const manager = (sequelize as unknown as { connectionManager: ConnectionManager }).connectionManager;
  const toValue = driverValue(dialect);
  // Statements are logged where Sequelize logs its own (its `logging` option, off unless set), with
  // their values written in, so a logged statement runs as it is (BENCH_EXPLAIN explains them).
  const log = (sql: string, replacements: Record<string, unknown>, connection = 'default') => {
    const { logging } = (sequelize as unknown as { options: { logging?: unknown } }).options;
    if (typeof logging !== 'function') return;
    const literal = (value: unknown) => {
      const driven = toValue(value);
      return driven === null ? 'NULL' : sequelize.escape(driven as string | number);
    };
    logging(`Executing (${connection}): ${inlineNamedParameters(sql, replacements, literal)}`);
  };

  if (dialect === 'sqlite') {
    const statements = createStatementCache();
    const packedRows = createPackedReads();
    const select = async <T extends object>(
      sql: string,
      replacements: Record<string, unknown> = {},
      options: SelectOptions = {},
    ) => {
      const bound = bindNamedParameters(sql, replacements, toValue, { countsInText: true });
      const uuid = nextSqliteReader(sequelize);
      log(sql, replacements, uuid);
      const connection = (await manager.getConnection({ type: 'SELECT', uuid })) as SqliteConnection;
      const run = <R>(text: string) => statements.allRows<R>(connection, text, bound.values);
      return options.packRows ? packedRows<T>(run, bound.sql) : run<T>(bound.sql);
    };
    return { select, close: () => statements.finalizeAll() };
  }

  const reads = createMysqlReads(sequelize, mysqlSessionSql, logger);
  const select = async <T extends object>(sql: string, replacements: Record<string, unknown> = {}) => {
    const bound = bindNamedParameters(sql, replacements, toValue);
    log(sql, replacements);
    return reads.run<T>(bound.sql, bound.values);
  };
  return { select, close: reads.close };
}
