import { DataTypes } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import { foreignId, idColumn, timestamp } from '../db/columns.js';

/**
 * Home timelines written on fan-out (queries/timeline*.ts, jobs/definitions/*Timeline*Job.ts), and
 * indexes that let the newest-first lists stop after one page.
 */
export const timelinesMigration: Migration = {
  name: '20261125-0007-timelines',
  async up(qi) {
    // One row per post in a member's home timeline, at its newest activity there. No foreign key to
    // posts: a post in 100,000 timelines is deleted at once and its rows are removed by a job; reads
    // join posts, so a deleted post never shows.
    await qi.createTable('timeline_entries', {
      member_id: { ...foreignId('users'), primaryKey: true },
      post_id: { type: DataTypes.UUID, allowNull: false, primaryKey: true },
      activity_at: timestamp(),
      author_id: { type: DataTypes.UUID, allowNull: false },
      // The followed member whose repost placed the post; null for the member's or a followee's own post.
      reposter_id: { type: DataTypes.UUID, allowNull: true },
    });
    await qi.addIndex('timeline_entries', ['member_id', 'activity_at', 'post_id'], {
      name: 'timeline_entries_member_activity',
    });
    await qi.addIndex('timeline_entries', ['post_id'], { name: 'timeline_entries_post' });

    // A member's timeline exists once built. It holds every post of the feed at or after the floor
    // (null: all of them); what lies below the floor is read from the posts themselves.
    await qi.createTable('timeline_states', {
      member_id: { ...foreignId('users'), primaryKey: true },
      floor_at: timestamp(true),
      floor_post_id: { type: DataTypes.UUID, allowNull: true },
      built_at: timestamp(),
    });

    // Changes not yet written into the timelines they concern: an event by `actor_id` concerns the
    // actor and their followers, whose feeds are read without the timeline until it is applied.
    await qi.createTable('timeline_events', {
      id: idColumn,
      kind: { type: DataTypes.STRING(16), allowNull: false },
      actor_id: foreignId('users'),
      post_id: { type: DataTypes.UUID, allowNull: true },
      target_id: { type: DataTypes.UUID, allowNull: true },
      created_at: timestamp(),
    });
    await qi.addIndex('timeline_events', ['actor_id'], { name: 'timeline_events_actor' });

    // Newest-first pages with the id as tie-break, read in index order (SQLite's indexes end in the
    // rowid, not the id).
    await qi.addIndex('notifications', ['user_id', 'created_at', 'id'], {
      name: 'notifications_user_created_id',
    });
    await qi.removeIndex('notifications', 'notifications_user_created');
    await qi.addIndex('posts', ['privacy', 'created_at', 'id'], { name: 'posts_privacy_created_id' });
    await qi.removeIndex('posts', 'posts_privacy_created');
    // A member's posts newest first, their privacy read from the index.
    await qi.addIndex('posts', ['author_id', 'created_at', 'id', 'privacy'], {
      name: 'posts_author_created_id',
    });
    await qi.removeIndex('posts', 'posts_author_created');
  },
  async down(qi) {
    await qi.addIndex('posts', ['author_id', 'created_at', 'privacy', 'id'], {
      name: 'posts_author_created',
    });
    await qi.removeIndex('posts', 'posts_author_created_id');
    await qi.addIndex('posts', ['privacy', 'created_at'], { name: 'posts_privacy_created' });
    await qi.removeIndex('posts', 'posts_privacy_created_id');
    await qi.addIndex('notifications', ['user_id', 'created_at'], { name: 'notifications_user_created' });
    await qi.removeIndex('notifications', 'notifications_user_created_id');
    await qi.dropTable('timeline_events');
    await qi.dropTable('timeline_states');
    await qi.dropTable('timeline_entries');
  },
};
