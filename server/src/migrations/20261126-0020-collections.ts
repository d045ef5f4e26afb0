import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, timestamp } from '../db/columns.js';

const tagColumn = (allowNull = false) => ({ type: DataTypes.STRING(100), allowNull }) as const;

/**
 * Bookmark folders, member lists and followed hashtags, and what the home timeline needs to carry
 * posts a followed hashtag brought.
 */
export const collectionsMigration: Migration = {
  name: '20261126-0020-collections',
  async up(qi) {
    await qi.createTable('bookmark_folders', {
      id: idColumn,
      user_id: foreignId('users'),
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: true },
      is_private: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...createdAndUpdated,
    });
    await qi.addIndex('bookmark_folders', ['user_id', 'created_at'], {
      name: 'bookmark_folders_user_created',
    });
    // Deleting a folder leaves its bookmarks in All Bookmarks.
    await qi.addColumn('bookmarks', 'folder_id', foreignId('bookmark_folders', 'SET NULL', true));
    await qi.addIndex('bookmarks', ['user_id', 'created_at', 'id'], { name: 'bookmarks_user_created_id' });
    await qi.addIndex('bookmarks', ['folder_id', 'created_at', 'id'], {
      name: 'bookmarks_folder_created_id',
    });

    await qi.createTable('lists', {
      id: idColumn,
      owner_id: foreignId('users'),
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: true },
      is_private: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...createdAndUpdated,
    });
    await qi.addIndex('lists', ['owner_id', 'created_at'], { name: 'lists_owner_created' });
    await qi.createTable('list_members', {
      list_id: { ...foreignId('lists'), primaryKey: true },
      user_id: { ...foreignId('users'), primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('list_members', ['user_id', 'list_id'], { name: 'list_members_user_list' });

    // One row per hashtag ever written or followed: its lower-cased key and how it was first written.
    await qi.createTable('hashtags', {
      tag: { ...tagColumn(), primaryKey: true },
      name: tagColumn(),
      created_at: timestamp(),
    });
    await qi.sequelize.query(
      `INSERT INTO hashtags (tag, name, created_at)
       SELECT tag, tag, MIN(created_at) FROM post_hashtags GROUP BY tag`,
    );
    await qi.createTable('hashtag_follows', {
      user_id: { ...foreignId('users'), primaryKey: true },
      tag: { ...tagColumn(), primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('hashtag_follows', ['tag', 'user_id'], { name: 'hashtag_follows_tag_user' });
    // Recomputed whole by RefreshTrendingHashtagsJob.
    await qi.createTable('trending_hashtags', {
      tag: { ...tagColumn(), primaryKey: true },
      trending_rank: { type: DataTypes.INTEGER, allowNull: false },
      post_count: { type: DataTypes.INTEGER, allowNull: false },
      computed_at: timestamp(),
    });
    // A hashtag's posts newest first, read in index order.
    await qi.addIndex('post_hashtags', ['tag', 'created_at', 'post_id'], {
      name: 'post_hashtags_tag_created',
    });
    // The last 24 hours of hashtags, for the trending ranks.
    await qi.addIndex('post_hashtags', ['created_at', 'tag'], { name: 'post_hashtags_created_tag' });

    // The followed hashtag that placed a post in a home timeline (null: a follow or a repost did).
    await qi.addColumn('timeline_entries', 'hashtag', tagColumn(true));
    // The hashtag a follow or unfollow event concerns.
    await qi.addColumn('timeline_events', 'hashtag', tagColumn(true));
  },
  async down(qi) {
    await qi.removeColumn('timeline_events', 'hashtag');
    await qi.removeColumn('timeline_entries', 'hashtag');
    await qi.removeIndex('post_hashtags', 'post_hashtags_created_tag');
    await qi.removeIndex('post_hashtags', 'post_hashtags_tag_created');
    await qi.dropTable('trending_hashtags');
    await qi.dropTable('hashtag_follows');
    await qi.dropTable('hashtags');
    await qi.dropTable('list_members');
    await qi.dropTable('lists');
    await qi.removeIndex('bookmarks', 'bookmarks_folder_created_id');
    await qi.removeIndex('bookmarks', 'bookmarks_user_created_id');
    await qi.removeColumn('bookmarks', 'folder_id');
    await qi.dropTable('bookmark_folders');
  },
};
