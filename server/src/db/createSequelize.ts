import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction, type Options } from 'sequelize';
import { serializeWrites } from './serializeWrites.js';
import { formatSqliteStacksOnFailure } from './sqliteQueryStacks.js';
import { tuneMariadbConnections } from './mariadbSession.js';
import { keepSqliteConnections, SQLITE_CONNECTION_PRAGMAS } from './sqliteConnections.js';
import { spreadSqliteReads } from './sqliteReaders.js';

/**
 * One Sequelize for both engines: SQLite (the embedded default, a file in DATA_DIR) and
 * MySQL/MariaDB (`mysql://user:pass@host:port/db`). Times are always UTC with milliseconds.
 */
export function createSequelize(databaseUrl: string): Sequelize {
  const common: Options = { logging: false, define: { underscored: true } };
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length).replace(/^\/\//, '');
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sequelize = new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage: file,
      transactionType: Transaction.TYPES.IMMEDIATE,
      retry: { match: [/SQLITE_BUSY/], max: 10 },
    });
    formatSqliteStacksOnFailure(sequelize);
    serializeWrites(sequelize);
    if (file !== ':memory:') {
      keepSqliteConnections(sequelize);
      spreadSqliteReads(sequelize);
    }
    return sequelize;
  }
  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  const sequelize = new Sequelize(url, {
    ...common,
    dialect: 'mysql',
    timezone: '+00:00',
    pool: { max: 10, min: 0, idle: 10_000 },
    dialectOptions: { charset: 'utf8mb4', supportBigNumbers: true },
  });
  tuneMariadbConnections(sequelize);
  return sequelize;
}

/**
 * SQLite settings that make one writer and many readers work well together: WAL is a setting of the
 * file; the ones SQLite keeps per connection are given to each as it opens (sqliteConnections.ts),
 * and here to the one connection of an in-memory database.
 */
export async function tuneSqlite(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() !== 'sqlite') return;
  await sequelize.query('PRAGMA journal_mode = WAL');
  for (const pragma of SQLITE_CONNECTION_PRAGMAS) await sequelize.query(pragma);
  await sequelize.query('PRAGMA foreign_keys = ON');
}
