import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn } from '../db/columns.js';

/** Notifications: they go with the member, the actor, the post or the comment they are about. */
export const notificationsMigration: Migration = {
  name: '20261121-0004-notifications',
  async up(qi) {
    await qi.createTable('notifications', {
      id: idColumn,
      user_id: foreignId('users'),
      actor_id: foreignId('users'),
      kind: { type: DataTypes.STRING(24), allowNull: false },
      post_id: foreignId('posts', 'CASCADE', true),
      comment_id: foreignId('comments', 'CASCADE', true),
      is_read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...createdAndUpdated,
    });
    await qi.addIndex('notifications', ['user_id', 'created_at'], { name: 'notifications_user_created' });
    // Serves the unread count and the Unread chip, newest first.
    await qi.addIndex('notifications', ['user_id', 'is_read', 'created_at'], {
      name: 'notifications_user_read',
    });
    // Cascading deletes of a member, post or comment find their notifications without a scan.
    await qi.addIndex('notifications', ['actor_id'], { name: 'notifications_actor' });
    await qi.addIndex('notifications', ['post_id'], { name: 'notifications_post' });
    await qi.addIndex('notifications', ['comment_id'], { name: 'notifications_comment' });
  },
  async down(qi) {
    await qi.dropTable('notifications');
  },
};
