import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { createdAndUpdated, foreignId, idColumn, timestamp } from '../db/columns.js';

const counter = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 }) as const;

/** Follows, posts and everything hanging off a post: media, polls, likes, reposts, comments, bookmarks. */
export const postsMigration: Migration = {
  name: '20261121-0002-posts',
  async up(qi) {
    await qi.createTable('follows', {
      follower_id: { ...foreignId('users'), primaryKey: true },
      followee_id: { ...foreignId('users'), primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('follows', ['followee_id', 'follower_id'], { name: 'follows_followee_follower' });

    await qi.createTable('posts', {
      id: idColumn,
      author_id: foreignId('users'),
      content: { type: DataTypes.TEXT, allowNull: false },
      privacy: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'public' },
      tags: { type: DataTypes.TEXT, allowNull: false },
      location: { type: DataTypes.STRING(100), allowNull: true },
      latitude: { type: DataTypes.DOUBLE, allowNull: true },
      longitude: { type: DataTypes.DOUBLE, allowNull: true },
      feeling: { type: DataTypes.STRING(50), allowNull: true },
      quoted_post_id: foreignId('posts', 'SET NULL', true),
      is_quote: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      // No foreign key: deleting a thread's first part leaves the later parts (and their threadId) alone.
      thread_id: { type: DataTypes.UUID, allowNull: true },
      thread_position: { type: DataTypes.INTEGER, allowNull: true },
      likes_count: counter(),
      reposts_count: counter(),
      comments_count: counter(),
      quotes_count: counter(),
      ...createdAndUpdated,
    });
    // Covers the feed's per-author scan, visibility check included, without reading the rows.
    await qi.addIndex('posts', ['author_id', 'created_at', 'privacy', 'id'], {
      name: 'posts_author_created',
    });
    await qi.addIndex('posts', ['created_at'], { name: 'posts_created' });
    await qi.addIndex('posts', ['privacy', 'created_at'], { name: 'posts_privacy_created' });
    await qi.addIndex('posts', ['quoted_post_id'], { name: 'posts_quoted_post' });
    await qi.addIndex('posts', ['thread_id', 'thread_position'], { name: 'posts_thread' });

    await qi.createTable('post_media', {
      id: idColumn,
      post_id: foreignId('posts'),
      position: { type: DataTypes.INTEGER, allowNull: false },
      type: { type: DataTypes.STRING(8), allowNull: false },
      url: { type: DataTypes.STRING(512), allowNull: false },
      thumbnail_url: { type: DataTypes.STRING(512), allowNull: true },
      width: { type: DataTypes.INTEGER, allowNull: true },
      height: { type: DataTypes.INTEGER, allowNull: true },
      created_at: timestamp(),
    });
    await qi.addIndex('post_media', ['post_id', 'position'], { name: 'post_media_post_position' });
    await qi.addIndex('post_media', ['url'], { name: 'post_media_url' });
    await qi.addIndex('post_media', ['thumbnail_url'], { name: 'post_media_thumbnail_url' });

    await qi.createTable('polls', {
      id: idColumn,
      post_id: { ...foreignId('posts'), unique: true },
      ends_at: timestamp(),
      total_votes: counter(),
      created_at: timestamp(),
    });
    await qi.createTable('poll_options', {
      id: idColumn,
      poll_id: foreignId('polls'),
      position: { type: DataTypes.INTEGER, allowNull: false },
      option_text: { type: DataTypes.STRING(400), allowNull: false },
      vote_count: counter(),
    });
    await qi.addIndex('poll_options', ['poll_id', 'position'], { name: 'poll_options_poll_position' });
    await qi.createTable('poll_votes', {
      poll_id: { ...foreignId('polls'), primaryKey: true },
      user_id: { ...foreignId('users'), primaryKey: true },
      option_id: foreignId('poll_options'),
      created_at: timestamp(),
    });
    await qi.addIndex('poll_votes', ['user_id', 'poll_id'], { name: 'poll_votes_user_poll' });

    await qi.createTable('likes', {
      post_id: { ...foreignId('posts'), primaryKey: true },
      user_id: { ...foreignId('users'), primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('likes', ['user_id', 'post_id'], { name: 'likes_user_post' });

    await qi.createTable('reposts', {
      id: idColumn,
      post_id: foreignId('posts'),
      user_id: foreignId('users'),
      created_at: timestamp(),
    });
    await qi.addIndex('reposts', ['post_id', 'user_id'], { name: 'reposts_post_user', unique: true });
    await qi.addIndex('reposts', ['user_id', 'created_at'], { name: 'reposts_user_created' });

    await qi.createTable('comments', {
      id: idColumn,
      post_id: foreignId('posts'),
      user_id: foreignId('users'),
      parent_id: foreignId('comments', 'CASCADE', true),
      content: { type: DataTypes.TEXT, allowNull: false },
      likes_count: counter(),
      ...createdAndUpdated,
    });
    await qi.addIndex('comments', ['post_id', 'created_at'], { name: 'comments_post_created' });

    await qi.createTable('comment_likes', {
      comment_id: { ...foreignId('comments'), primaryKey: true },
      user_id: { ...foreignId('users'), primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('comment_likes', ['user_id', 'comment_id'], { name: 'comment_likes_user_comment' });

    await qi.createTable('bookmarks', {
      id: idColumn,
      user_id: foreignId('users'),
      post_id: foreignId('posts'),
      created_at: timestamp(),
    });
    await qi.addIndex('bookmarks', ['user_id', 'post_id'], { name: 'bookmarks_user_post', unique: true });
    await qi.addIndex('bookmarks', ['post_id'], { name: 'bookmarks_post' });

    await qi.createTable('post_hashtags', {
      post_id: { ...foreignId('posts'), primaryKey: true },
      tag: { type: DataTypes.STRING(100), allowNull: false, primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('post_hashtags', ['tag', 'post_id'], { name: 'post_hashtags_tag_post' });

    await qi.createTable('post_mentions', {
      post_id: { ...foreignId('posts'), primaryKey: true },
      user_id: { ...foreignId('users'), primaryKey: true },
      created_at: timestamp(),
    });
    await qi.addIndex('post_mentions', ['user_id', 'post_id'], { name: 'post_mentions_user_post' });
  },
  async down(qi) {
    for (const table of [
      'post_mentions',
      'post_hashtags',
      'bookmarks',
      'comment_likes',
      'comments',
      'reposts',
      'likes',
      'poll_votes',
      'poll_options',
      'polls',
      'post_media',
      'posts',
      'follows',
    ]) {
      await qi.dropTable(table);
    }
  },
};
