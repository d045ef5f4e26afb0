import type { Sequelize } from 'sequelize';

/**
 * Settings SQLite keeps per connection, given to every connection as it opens. With WAL (set once
 * for the file, see tuneSqlite), `synchronous = NORMAL` syncs the log to disk at checkpoints instead
 * of at every commit: a commit survives the process crashing, but the last ones before a power loss
 * or an operating system crash may be rolled back (the file is never corrupted). SQLite recommends it
 * with WAL; see docs/ARCHITECTURE.md, "Offline figures".
 */
export const SQLITE_CONNECTION_PRAGMAS = ['PRAGMA busy_timeout = 5000', 'PRAGMA synchronous = NORMAL'];

/** The connection every transaction runs on. */
export const SQLITE_WRITER = 'writer';

interface SqliteDriverConnection {
  exec(sql: string, done: (error: Error | null) => void): void;
  close(done?: (error: Error | null) => void): void;
}

interface SqliteConnectionManager {
  connections: Record<string, SqliteDriverConnection | undefined>;
  getConnection(options?: { uuid?: string; type?: string }): Promise<SqliteDriverConnection>;
  releaseConnection(connection: SqliteDriverConnection, force?: boolean): unknown;
  destroyConnection(connection: SqliteDriverConnection): Promise<void>;
}

/** Connections Sequelize names itself outside transactions: the default one and the readers. */
const isTransactionConnection = (uuid: string | undefined) =>
  uuid !== undefined && uuid !== 'default' && !uuid.startsWith('reader-');

const run = (connection: SqliteDriverConnection, sql: string) =>
  new Promise<void>((resolve, reject) =>
    connection.exec(sql, (error) => (error ? reject(error) : resolve())),
  );

/**
 * Sequelize's SQLite dialect opens a new connection for every transaction and closes it at the end:
 * each transaction paid for opening the file, reading the schema again and closing, and got none of
 * the settings of the connection tuneSqlite spoke to. Transactions run one at a time here
 * (serializeWrites.ts), so they all run on one connection kept open instead, and every connection
 * gets the settings above when it opens (Sequelize itself turns foreign keys on in each). Not for
 * `:memory:`, where Sequelize keeps one connection for everything anyway.
 */
export function keepSqliteConnections(sequelize: Sequelize): void {
  const manager = (sequelize as unknown as { connectionManager: SqliteConnectionManager }).connectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const destroyConnection = manager.destroyConnection.bind(manager);
  const opening = new Map<string, Promise<SqliteDriverConnection>>();
  const isWriter = (connection: SqliteDriverConnection) => manager.connections[SQLITE_WRITER] === connection;

  manager.getConnection = (options = {}) => {
    const uuid = isTransactionConnection(options.uuid) ? SQLITE_WRITER : (options.uuid ?? 'default');
    const open = manager.connections[uuid];
    if (open) return opening.get(uuid) ?? Promise.resolve(open);
    const connecting = getConnection({ ...options, uuid }).then(async (connection) => {
      for (const pragma of SQLITE_CONNECTION_PRAGMAS) await run(connection, pragma);
      return connection;
    });
    opening.set(uuid, connecting);
    const settled = () => {
      if (opening.get(uuid) === connecting) opening.delete(uuid);
    };
    connecting.then(settled, settled);
    return connecting;
  };

  manager.releaseConnection = (connection, force) => {
    if (isWriter(connection) && force !== true) return undefined;
    return releaseConnection(connection, force);
  };

  // A transaction whose rollback failed is in an unknown state: its connection is closed, and the
  // next transaction opens a new one.
  manager.destroyConnection = async (connection) => {
    if (!isWriter(connection)) return destroyConnection(connection);
    delete manager.connections[SQLITE_WRITER];
    await new Promise<void>((resolve) => connection.close(() => resolve()));
  };
}
