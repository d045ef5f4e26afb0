import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, longText, timestamp } from '../db/columns.js';

/**
 * Scheduled posts: what to publish and when, and how it went. The published post takes the scheduled
 * post's id (a thread's first part), so publishing twice finds the post already there.
 */
export const scheduledPostsMigration: Migration = {
  name: '20261127-0090-scheduled-posts',
  async up(qi, sequelize) {
    const dialect = sequelize.getDialect();
    await qi.createTable('scheduled_posts', {
      id: idColumn,
      user_id: foreignId('users'),
      content: longText(dialect, false),
      media: longText(dialect, false),
      privacy: { type: DataTypes.STRING(8), allowNull: false },
      location: { type: DataTypes.STRING(100), allowNull: true },
      feeling: { type: DataTypes.STRING(50), allowNull: true },
      tags: { type: DataTypes.TEXT, allowNull: false },
      poll_data: { type: DataTypes.TEXT, allowNull: true },
      thread_posts: longText(dialect, false),
      quoted_post_id: { type: DataTypes.UUID, allowNull: true },
      scheduled_for: timestamp(),
      status: { type: DataTypes.STRING(10), allowNull: false },
      fail_reason: { type: DataTypes.STRING(300), allowNull: true },
      post_id: { type: DataTypes.UUID, allowNull: true },
      published_at: timestamp(true),
      published_late: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...createdAndUpdated,
    });
    await qi.addIndex('scheduled_posts', ['user_id', 'status', 'scheduled_for'], {
      name: 'scheduled_posts_user_status_time',
    });
  },
  async down(qi) {
    await qi.dropTable('scheduled_posts');
  },
};
