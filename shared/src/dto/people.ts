import type { ProfileVisibility } from '../constants.js';
import type { PublicUserDto } from './user.js';

/**
 * GET /users/profile/:idOrUsername. The header is always there; `canViewPosts` and
 * `canViewFollowLists` say what the member's profile visibility opens to this viewer.
 * `email` only when the viewer is the member.
 */
export interface ProfileUserDto extends PublicUserDto {
  profileVisibility: ProfileVisibility;
  canViewPosts: boolean;
  canViewFollowLists: boolean;
  email?: string;
}

export interface ProfileData {
  user: ProfileUserDto;
}

export interface FollowersPageData {
  followers: PublicUserDto[];
  hasMore: boolean;
  total: number;
}

export interface FollowingPageData {
  following: PublicUserDto[];
  hasMore: boolean;
  total: number;
}

/** The three Explore tiles: every other listed member, those the viewer follows, and the rest. */
export interface ExploreCountsDto {
  totalUsers: number;
  following: number;
  notFollowing: number;
}

export interface ExplorePageData {
  users: PublicUserDto[];
  hasMore: boolean;
  counts: ExploreCountsDto;
}

export interface UserSearchPageData {
  users: PublicUserDto[];
  hasMore: boolean;
}
