import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, longText, timestamp } from '../db/columns.js';

/**
 * Drafts, with a revision per save: a save based on an older revision is kept as a copy marked as a
 * conflict. A deleted or published draft stays as a tombstone (`deleted_at`, its text cleared), so a
 * late save of it is kept as a new draft and other devices learn it is gone.
 */
export const draftsMigration: Migration = {
  name: '20261126-0031-drafts',
  async up(qi, sequelize) {
    const dialect = sequelize.getDialect();
    await qi.createTable('drafts', {
      id: idColumn,
      user_id: foreignId('users'),
      revision: { type: DataTypes.INTEGER, allowNull: false },
      last_save_id: { type: DataTypes.UUID, allowNull: true },
      content: longText(dialect, false),
      media: longText(dialect, false),
      privacy: { type: DataTypes.STRING(8), allowNull: false },
      location: { type: DataTypes.STRING(100), allowNull: true },
      feeling: { type: DataTypes.STRING(50), allowNull: true },
      tags: { type: DataTypes.TEXT, allowNull: false },
      is_thread: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      thread_posts: longText(dialect, false),
      poll_data: { type: DataTypes.TEXT, allowNull: true },
      reply_to_post_id: { type: DataTypes.UUID, allowNull: true },
      reply_to_comment_id: { type: DataTypes.UUID, allowNull: true },
      quoted_post_id: { type: DataTypes.UUID, allowNull: true },
      conflict_of: { type: DataTypes.UUID, allowNull: true },
      deleted_at: timestamp(true),
      ...createdAndUpdated,
    });
    await qi.addIndex('drafts', ['user_id', 'updated_at'], { name: 'drafts_user_updated' });
  },
  async down(qi) {
    await qi.dropTable('drafts');
  },
};
