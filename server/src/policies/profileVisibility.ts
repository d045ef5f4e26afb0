import type { ProfileVisibility } from '@flock/shared';
import { AppError } from '../errors.js';

/**
 * What a member's profile visibility opens to others. The header (names, picture, bio, counts) is
 * open to every signed-in member, so people can be found and followed. `public`: everything else is
 * open too. `followers`: the member's posts reach only the member and their followers. `private`:
 * the same for posts, and the followers and following lists are the member's alone.
 */

export interface ProfileViewer {
  isSelf: boolean;
  /** The viewer follows the member. */
  follows: boolean;
}

export function profileShowsPostsTo(visibility: ProfileVisibility, viewer: ProfileViewer): boolean {
  return viewer.isSelf || visibility === 'public' || viewer.follows;
}

export function profileShowsFollowListsTo(
  visibility: ProfileVisibility,
  viewer: Pick<ProfileViewer, 'isSelf'>,
): boolean {
  return viewer.isSelf || visibility !== 'private';
}

export function assertMayReadFollowLists(
  visibility: ProfileVisibility,
  viewer: Pick<ProfileViewer, 'isSelf'>,
): void {
  if (!profileShowsFollowListsTo(visibility, viewer)) throw new AppError('profile_lists_private');
}
