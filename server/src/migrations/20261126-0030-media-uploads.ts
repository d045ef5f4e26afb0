import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { foreignId, idColumn, timestamp } from '../db/columns.js';

/**
 * Media uploaded on their own (POST /media), so drafts, scheduled posts and posts refer to them by URL.
 * An upload nothing took within a day is removed (RemoveUnattachedMediaJob).
 */
export const mediaUploadsMigration: Migration = {
  name: '20261126-0030-media-uploads',
  async up(qi) {
    await qi.createTable('media_uploads', {
      id: idColumn,
      user_id: foreignId('users'),
      type: { type: DataTypes.STRING(8), allowNull: false },
      url: { type: DataTypes.STRING(512), allowNull: false },
      thumbnail_url: { type: DataTypes.STRING(512), allowNull: true },
      width: { type: DataTypes.INTEGER, allowNull: true },
      height: { type: DataTypes.INTEGER, allowNull: true },
      created_at: timestamp(),
      attached_at: timestamp(true),
    });
    await qi.addIndex('media_uploads', ['user_id', 'url'], { name: 'media_uploads_user_url' });
    await qi.addIndex('media_uploads', ['url'], { name: 'media_uploads_url' });
    await qi.addIndex('media_uploads', ['attached_at', 'created_at'], { name: 'media_uploads_unattached' });
  },
  async down(qi) {
    await qi.dropTable('media_uploads');
  },
};
