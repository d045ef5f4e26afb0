import { Umzug, SequelizeStorage } from 'umzug';
import type { QueryInterface, Sequelize } from 'sequelize';
import { migrations } from '../migrations/index.js';
import type { Logger } from '../logger.js';

export interface Migration {
  name: string;
  up: (queryInterface: QueryInterface, sequelize: Sequelize) => Promise<void>;
  down: (queryInterface: QueryInterface, sequelize: Sequelize) => Promise<void>;
}

/** Applies every pending migration; run at start so SQLite and MySQL always hold the same schema. */
export async function migrate(sequelize: Sequelize, logger?: Logger): Promise<string[]> {
  const umzug = new Umzug({
    migrations: migrations.map((m) => ({
      name: m.name,
      up: () => m.up(sequelize.getQueryInterface(), sequelize),
      down: () => m.down(sequelize.getQueryInterface(), sequelize),
    })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
  const applied = await umzug.up();
  if (applied.length > 0) logger?.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
  return applied.map((m) => m.name);
}
