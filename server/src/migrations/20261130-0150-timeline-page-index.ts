import type { Migration } from '../db/migrate.js';

const INDEX = 'timeline_entries_member_activity';

/**
 * A member's timeline index carries every column a page reads from its entries (the reposter and
 * the hashtag as well as the place), so a page is read from the index alone: before, each entry of a
 * page was looked up again in the table for those two columns (on MariaDB about 7 % of the feed
 * statement's instructions; docs/ARCHITECTURE.md, "Home feed").
 */
export const timelinePageIndexMigration: Migration = {
  name: '20261130-0150-timeline-page-index',
  async up(qi) {
    await qi.removeIndex('timeline_entries', INDEX);
    await qi.addIndex('timeline_entries', ['member_id', 'activity_at', 'post_id', 'reposter_id', 'hashtag'], {
      name: INDEX,
    });
  },
  async down(qi) {
    await qi.removeIndex('timeline_entries', INDEX);
    await qi.addIndex('timeline_entries', ['member_id', 'activity_at', 'post_id'], { name: INDEX });
  },
};
