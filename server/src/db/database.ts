import type { Sequelize } from 'sequelize';
import { createSequelize, tuneSqlite } from './createSequelize.js';
import { migrate } from './migrate.js';
import { initModels, type Models } from '../models/index.js';
import type { Logger } from '../logger.js';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: 'sqlite' | 'mysql';
  close(): Promise<void>;
}

/** Connects, applies pending migrations and binds the models. */
export async function openDatabase(databaseUrl: string, logger?: Logger): Promise<Database> {
  const sequelize = createSequelize(databaseUrl);
  await sequelize.authenticate();
  await tuneSqlite(sequelize);
  await migrate(sequelize, logger);
  const models = initModels(sequelize);
  return {
    sequelize,
    models,
    dialect: sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql',
    close: () => sequelize.close(),
  };
}
