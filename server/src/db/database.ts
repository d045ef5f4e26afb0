import type { Sequelize } from 'sequelize';
import { createSequelize, tuneSqlite } from './createSequelize.js';
import { mariadbSessionSql } from './mariadbSession.js';
import { migrate } from './migrate.js';
import { createRowReader, type SelectRows } from './selectRows.js';
import { initModels, type Models } from '../models/index.js';
import type { Logger } from '../logger.js';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'mysql';
  /** Reads for the hot paths, straight through the driver (see selectRows.ts). */
  select: SelectRows;
  close(): Promise<void>;
}

/** Connects, applies pending migrations and binds the models. */
export async function openDatabase(databaseUrl: string, logger?: Logger): Promise<Database> {
  const sequelize = createSequelize(databaseUrl);
  await sequelize.authenticate();
  await tuneSqlite(sequelize);
  await migrate(sequelize, logger);
  const models = initModels(sequelize);
  const dialect = sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql';
  const reader = createRowReader(sequelize, dialect, await mariadbSessionSql(sequelize), logger);
  return {
    sequelize,
    models,
    dialect,
    select: reader.select,
    close: async () => {
      await reader.close();
      await sequelize.close();
    },
  };
}
