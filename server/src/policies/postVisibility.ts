import type { PostPrivacy, ProfileVisibility } from '@flock/shared';
import { Op, type Transaction } from 'sequelize';
import type { Models } from '../models/index.js';
import { profileShowsPostsTo } from './profileVisibility.js';

/**
 * Who sees a post: `public` everyone; `friends` the author and members who follow the author and whom
 * the author follows back; `private` the author only. On top of that the author's profile visibility
 * applies (policies/profileVisibility.ts): unless the profile is `public`, only the author's followers
 * see any of their posts. The same rule twice: as SQL for list queries and as a check for one loaded post.
 */

/** Where a list query already has what the visibility reads (see visiblePostSql). */
export interface VisibilityInputs {
  /** Alias of the post's author, joined (users): its profile visibility is read from it. */
  author?: string;
  /**
   * SQL for the viewer's id; `:viewerId` unless given. A column of the outer query known to equal it
   * (the timeline's member) spares MariaDB a range estimate (an index dive) for each follows
   * subquery while it plans the statement, which it does for every constant it is given.
   */
  viewer?: string;
}

/** SQL condition on the posts row `alias`, for a viewer bound as the `:viewerId` replacement. */
export function visiblePostSql(alias: string, inputs: VisibilityInputs = {}): string {
  const viewer = inputs.viewer ?? ':viewerId';
  const publicProfile = inputs.author
    ? `${inputs.author}.profile_visibility = 'public'`
    : `EXISTS (SELECT 1 FROM users vis_u WHERE vis_u.id = ${alias}.author_id AND vis_u.profile_visibility = 'public')`;
  // A follower of the author sees a `public` post whatever the profile, and a `friends` post when
  // followed back (a friend follows the author, so the profile rule needs no check of its own there).
  // The viewer's follow is one subquery for both: MariaDB plans each subquery of a statement anew
  // on every execution.
  return `(${alias}.author_id = ${viewer}
    OR (${alias}.privacy = 'public' AND ${publicProfile})
    OR (${alias}.privacy IN ('public', 'friends')
      AND EXISTS (SELECT 1 FROM follows vis_f WHERE vis_f.follower_id = ${viewer} AND vis_f.followee_id = ${alias}.author_id)
      AND (${alias}.privacy = 'public'
        OR EXISTS (SELECT 1 FROM follows vis_b WHERE vis_b.follower_id = ${alias}.author_id AND vis_b.followee_id = ${viewer}))))`;
}

export interface Friendship {
  viewerFollowsAuthor: boolean;
  authorFollowsViewer: boolean;
}

/** What the visibility of one post depends on besides the post itself. */
export interface ViewerRelation extends Friendship {
  authorProfileVisibility: ProfileVisibility;
}

export interface VisibilitySubject {
  authorId: string;
  privacy: PostPrivacy;
}

export function canSeePost(post: VisibilitySubject, viewerId: string, relation: ViewerRelation): boolean {
  if (post.authorId === viewerId) return true;
  if (post.privacy === 'private') return false;
  const viewer = { isSelf: false, follows: relation.viewerFollowsAuthor };
  if (!profileShowsPostsTo(relation.authorProfileVisibility, viewer)) return false;
  if (post.privacy === 'public') return true;
  return relation.viewerFollowsAuthor && relation.authorFollowsViewer;
}

/** The per-post check; reads the author's visibility and the follow rows only when the answer depends on them. */
export async function isPostVisibleTo(
  models: Pick<Models, 'Follow' | 'User'>,
  post: VisibilitySubject,
  viewerId: string,
  transaction?: Transaction,
): Promise<boolean> {
  if (post.authorId === viewerId) return true;
  if (post.privacy === 'private') return false;
  const author = await models.User.findByPk(post.authorId, {
    attributes: ['id', 'profileVisibility'],
    transaction,
  });
  const relation: ViewerRelation = {
    viewerFollowsAuthor: false,
    authorFollowsViewer: false,
    authorProfileVisibility: author?.profileVisibility ?? 'private',
  };
  if (post.privacy === 'friends' || relation.authorProfileVisibility !== 'public') {
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
      if (row.followerId === viewerId) relation.viewerFollowsAuthor = true;
      else relation.authorFollowsViewer = true;
    }
  }
  return canSeePost(post, viewerId, relation);
}
