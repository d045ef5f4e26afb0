import { QueryTypes, type QueryOptions, type Sequelize } from 'sequelize';

/** Connections that reads outside a transaction are spread over, besides the one writes use. */
export const SQLITE_READERS = 3;

const readerTurns = new WeakMap<Sequelize, number>();

/**
 * The connection (Sequelize keeps one per `uuid`) the next read outside a transaction goes to, round
 * robin over the readers; undefined (the one connection) where reads are not spread.
 */
export function nextSqliteReader(sequelize: Sequelize): string | undefined {
  const turn = readerTurns.get(sequelize);
  if (turn === undefined) return undefined;
  const next = (turn + 1) % SQLITE_READERS;
  readerTurns.set(sequelize, next);
  return `reader-${next}`;
}

/**
 * Sequelize's SQLite dialect runs every statement outside a transaction on one connection, and a
 * connection runs one statement at a time: under load, reads queue behind each other while the
 * other core waits. In WAL mode readers do not block the writer or each other, so each read outside
 * a transaction goes to one of a few connections of its own, round robin. A read still sees every
 * write committed before it started.
 */
export function spreadSqliteReads(sequelize: Sequelize): void {
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: QueryOptions) => Promise<unknown>;
  readerTurns.set(sequelize, 0);
  const spread = (sql: unknown, options?: QueryOptions & { uuid?: string }) => {
    if (options?.type === QueryTypes.SELECT && !options.transaction && !options.uuid) {
      return query(sql, { ...options, uuid: nextSqliteReader(sequelize) } as QueryOptions);
    }
    return query(sql, options);
  };
  sequelize.query = spread as Sequelize['query'];
}
