import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import type { Migration } from '../db/migrate.js';
import type { MediaFields } from '../presenters/presentMedia.js';
import { toMediaList } from '../queries/mediaList.js';

interface MediaRow extends MediaFields {
  postId: string;
}

/**
 * Writes each post's media list from its `post_media` rows (posts without media keep null), for
 * `postsPerRound` posts at a time, so a large table is read a slice at a time.
 */
export async function fillMediaLists(sequelize: Sequelize, postsPerRound = 500): Promise<void> {
  let after = '';
  for (;;) {
    const posts = await sequelize.query<{ postId: string }>(
      `SELECT DISTINCT post_id AS postId FROM post_media WHERE post_id > :after
       ORDER BY post_id LIMIT ${Math.trunc(postsPerRound)}`,
      { type: QueryTypes.SELECT, replacements: { after } },
    );
    if (posts.length === 0) return;
    const rows = await sequelize.query<MediaRow>(
      `SELECT post_id AS postId, id, type, url, thumbnail_url AS thumbnailUrl, width, height
       FROM post_media WHERE post_id IN (:postIds) ORDER BY post_id, position`,
      { type: QueryTypes.SELECT, replacements: { postIds: posts.map((post) => post.postId) } },
    );
    const byPost = new Map<string, MediaFields[]>();
    for (const { postId, ...media } of rows) byPost.set(postId, [...(byPost.get(postId) ?? []), media]);
    for (const [postId, media] of byPost) {
      await sequelize.query('UPDATE posts SET media_list = :list WHERE id = :postId', {
        replacements: { list: toMediaList(media), postId },
      });
    }
    after = posts[posts.length - 1]!.postId;
  }
}

/** Each post's media in its own row (queries/mediaList.ts), filled in for the posts made before. */
export const postMediaListMigration: Migration = {
  name: '20261129-0140-post-media-list',
  async up(qi) {
    await qi.addColumn('posts', 'media_list', { type: DataTypes.TEXT, allowNull: true });
    await fillMediaLists(qi.sequelize);
  },
  async down(qi) {
    await qi.removeColumn('posts', 'media_list');
  },
};
