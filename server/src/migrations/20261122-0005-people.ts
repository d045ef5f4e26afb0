import type { Migration } from '../db/migrate.js';

/** Indexes for the people lists: followers and following newest first, Explore newest members first. */
export const peopleMigration: Migration = {
  name: '20261122-0005-people',
  async up(qi) {
    await qi.addIndex('follows', ['followee_id', 'created_at'], { name: 'follows_followee_created' });
    await qi.addIndex('follows', ['follower_id', 'created_at'], { name: 'follows_follower_created' });
    await qi.addIndex('users', ['created_at'], { name: 'users_created' });
  },
  async down(qi) {
    await qi.removeIndex('users', 'users_created');
    await qi.removeIndex('follows', 'follows_follower_created');
    await qi.removeIndex('follows', 'follows_followee_created');
  },
};
