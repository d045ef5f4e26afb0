import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { foreignId, timestamp } from '../db/columns.js';

/**
 * The change feed (GET /sync/changes): one row per change of a member's record in a scope (drafts,
 * scheduled posts), numbered in commit order; devices read on from the number they last saw.
 */
export const syncChangesMigration: Migration = {
  name: '20261126-0032-sync-changes',
  async up(qi, sequelize) {
    const big = sequelize.getDialect() === 'sqlite' ? DataTypes.INTEGER : DataTypes.BIGINT;
    await qi.createTable('sync_changes', {
      seq: { type: big, primaryKey: true, autoIncrement: true, allowNull: false },
      user_id: foreignId('users'),
      scope: { type: DataTypes.STRING(32), allowNull: false },
      entity_id: { type: DataTypes.UUID, allowNull: false },
      created_at: timestamp(),
    });
    await qi.addIndex('sync_changes', ['user_id', 'seq'], { name: 'sync_changes_user_seq' });
    await qi.addIndex('sync_changes', ['created_at'], { name: 'sync_changes_created' });
  },
  async down(qi) {
    await qi.dropTable('sync_changes');
  },
};
