import { QueryTypes, type QueryOptions, type Sequelize } from 'sequelize';

/** Connections that reads outside a transaction are spread over, besides the one writes use. */
export const SQLITE_READERS = 3;

/**
 * Sequelize's SQLite dialect runs every statement outside a transaction on one connection, and a
 * connection runs one statement at a time: under load, reads queue behind each other while the
 * other core waits. In WAL mode readers do not block the writer or each other, so each read outside
 * a transaction goes to one of a few connections of its own (Sequelize keeps a connection per
 * `uuid`), round robin. A read still sees every write committed before it started.
 */
export function spreadSqliteReads(sequelize: Sequelize, readers = SQLITE_READERS): void {
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: QueryOptions) => Promise<unknown>;
  let turn = 0;
  const spread = (sql: unknown, options?: QueryOptions & { uuid?: string }) => {
    if (options?.type === QueryTypes.SELECT && !options.transaction && !options.uuid) {
      turn = (turn + 1) % readers;
      return query(sql, { ...options, uuid: `reader-${turn}` } as QueryOptions);
    }
    return query(sql, options);
  };
  sequelize.query = spread as Sequelize['query'];
}
