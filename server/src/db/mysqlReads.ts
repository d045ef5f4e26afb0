import mysql2 from 'mysql2';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger.js';
import type { ParameterValue } from './namedParameters.js';

/** How the hot reads reach MySQL or MariaDB: positional parameters, plain rows. */
export interface MysqlReads {
  run<T>(sql: string, values: ParameterValue[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Prepared statements each connection keeps; the server's limit (16,382 by default) is for all. */
const STATEMENTS_PER_CONNECTION = 256;

interface ConnectionSettings {
  host?: string;
  port?: number | string;
  username?: string;
  password?: string | null;
  database?: string;
}

/**
 * A pool of its own for the hot reads (selectRows.ts), on the same server as Sequelize's, that runs
 * each statement as a prepared statement: the server parses a statement once per connection and
 * then only executes it, the values travel apart from the text, and the rows come in the binary
 * protocol, whose parser mysql2 builds once per statement.
 *
 * Rows are typed by mysql2 itself: times as UTC Dates (Sequelize writes them in UTC), DATE columns
 * as text, numbers that fit as numbers. Sequelize's pool gives each value to its own type-casting
 * function first, which cost as much as the rest of reading a feed page's rows.
 *
 * `sessionSql` is run on each new connection before it answers anything (the MariaDB planner
 * settings, mariadbSession.ts): a connection runs its commands in order.
 */
export function createMysqlReads(
  sequelize: Sequelize,
  sessionSql: string | null,
  logger?: Logger,
): MysqlReads {
  const settings = (sequelize as unknown as { config: ConnectionSettings }).config;
  const { dialectOptions } = (sequelize as unknown as { options: { dialectOptions?: object } }).options;
  const pool = mysql2.createPool({
    ...dialectOptions,
    host: settings.host,
    port: settings.port === undefined ? undefined : Number(settings.port),
    user: settings.username,
    password: settings.password ?? undefined,
    database: settings.database,
    timezone: 'Z',
    dateStrings: ['DATE'],
    supportBigNumbers: true,
    bigNumberStrings: false,
    connectionLimit: 10,
    maxIdle: 10,
    idleTimeout: 10_000,
    maxPreparedStatements: STATEMENTS_PER_CONNECTION,
  });
  // A connection whose settings fail is logged and closed: what it was asked to run fails with it.
  if (sessionSql)
    pool.on('connection', (connection) =>
      connection.query(sessionSql, (error) => {
        if (!error) return;
        logger?.error({ err: error }, 'A database connection refused its session settings; it is closed');
        connection.destroy();
      }),
    );

  const run = <T>(sql: string, values: ParameterValue[]) =>
    new Promise<T[]>((resolve, reject) => {
      pool.execute(sql, values, (error, rows) => (error ? reject(error) : resolve(rows as T[])));
    });
  const close = () =>
    new Promise<void>((resolve, reject) => {
      pool.end((error) => (error ? reject(error) : resolve()));
    });
  return { run, close };
}
