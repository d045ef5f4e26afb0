import { DataTypes, type Sequelize } from 'sequelize';
import type { Migration } from '../db/migrate.js';

/** Marks the posts that carry a poll (posts.has_poll), for the posts made before the column. */
export async function markPostsWithPolls(sequelize: Sequelize): Promise<void> {
  await sequelize.query('UPDATE posts SET has_poll = TRUE WHERE id IN (SELECT post_id FROM polls)');
}

/**
 * Each post tells whether it carries a poll, so a page's posts are read without joining the polls
 * and the viewer's votes for every row: the poll and the vote are read with the options, for the
 * posts that have one (queries/pagePolls.ts; docs/ARCHITECTURE.md, "Home feed").
 */
export const postHasPollMigration: Migration = {
  name: '20261201-0160-post-has-poll',
  async up(qi) {
    await qi.addColumn('posts', 'has_poll', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
    await markPostsWithPolls(qi.sequelize);
  },
  async down(qi) {
    await qi.removeColumn('posts', 'has_poll');
  },
};
