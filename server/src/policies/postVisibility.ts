import type { PostPrivacy } from '@flock/shared';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../models/index.js';

/**
 * Who sees a post: `public` everyone; `friends` the author and members who follow the author and whom
 * the author follows back; `private` the author only. The same rule twice: as SQL for list queries
 * and as a check for one loaded post.
 */

/** SQL condition on the posts row `alias`, for a viewer bound as the `:viewerId` replacement. */
export function visiblePostSql(alias: string): string {
  return `(${alias}.privacy = 'public' OR ${alias}.author_id = :viewerId OR (${alias}.privacy = 'friends'
    AND EXISTS (SELECT 1 FROM follows vis_a WHERE vis_a.follower_id = :viewerId AND vis_a.followee_id = ${alias}.author_id)
    AND EXISTS (SELECT 1 FROM follows vis_b WHERE vis_b.follower_id = ${alias}.author_id AND vis_b.followee_id = :viewerId)))`;
}

export interface Friendship {
  viewerFollowsAuthor: boolean;
  authorFollowsViewer: boolean;
}

export interface VisibilitySubject {
  authorId: string;
  privacy: PostPrivacy;
}

export function canSeePost(post: VisibilitySubject, viewerId: string, friendship: Friendship): boolean {
  if (post.authorId === viewerId || post.privacy === 'public') return true;
  if (post.privacy === 'private') return false;
  return friendship.viewerFollowsAuthor && friendship.authorFollowsViewer;
}

/** The per-post check; reads the follow rows only when the answer depends on them. */
export async function isPostVisibleTo(
  models: Pick<Models, 'Follow'>,
  post: VisibilitySubject,
  viewerId: string,
  transaction?: Transaction,
): Promise<boolean> {
  const friendship = { viewerFollowsAuthor: false, authorFollowsViewer: false };
  if (post.privacy === 'friends' && post.authorId !== viewerId) {
    const rows = await models.Follow.findAll({
      where: {
        [Op.or]: [
          { followerId: viewerId, followeeId: post.authorId },
          { followerId: post.authorId, followeeId: viewerId },
        ],
      },
      transaction,
    });
    for (const row of rows) {
      if (row.followerId === viewerId) friendship.viewerFollowsAuthor = true;
      else friendship.authorFollowsViewer = true;
    }
  }
  return canSeePost(post, viewerId, friendship);
}
