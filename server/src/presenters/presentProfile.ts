import type { ProfileUserDto } from '@flock/shared';
import type { User } from '../models/User.js';
import { profileShowsFollowListsTo, profileShowsPostsTo } from '../policies/profileVisibility.js';
import { presentPublicUser, type UserCounts } from './presentPublicUser.js';

export interface ProfileViewContext {
  counts: UserCounts;
  isSelf: boolean;
  isFollowing: boolean;
}

/** A profile header as one viewer sees it; the email only when the viewer is the member. */
export function presentProfile(
  user: User,
  { counts, isSelf, isFollowing }: ProfileViewContext,
): ProfileUserDto {
  const viewer = { isSelf, follows: isFollowing };
  return {
    ...presentPublicUser(user, { counts, isFollowing }),
    profileVisibility: user.profileVisibility,
    canViewPosts: profileShowsPostsTo(user.profileVisibility, viewer),
    canViewFollowLists: profileShowsFollowListsTo(user.profileVisibility, viewer),
    ...(isSelf ? { email: user.email } : {}),
  };
}
