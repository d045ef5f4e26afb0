import type { PublicUserDto } from '@flock/shared';
import type { User } from '../models/User.js';

export interface UserCounts {
  followers: number;
  following: number;
  posts: number;
}

export const NO_COUNTS: UserCounts = { followers: 0, following: 0, posts: 0 };

export interface PublicUserContext {
  counts?: UserCounts;
  isFollowing?: boolean;
}

/** A member as anyone signed in may see them: never the email, settings or anything secret. */
export function presentPublicUser(
  user: User,
  { counts = NO_COUNTS, isFollowing = false }: PublicUserContext = {},
) {
  const dto: PublicUserDto = {
    id: user.id,
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    username: user.username || user.email.split('@')[0]!,
    bio: user.bio ?? '',
    profilePicture: user.profilePicture ?? null,
    createdAt: user.createdAt.toISOString(),
    followersCount: counts.followers,
    followingCount: counts.following,
    postsCount: counts.posts,
    isFollowing,
    isPremium: user.isPremium,
    subscriptionType: user.subscriptionType,
  };
  return dto;
}
