import type { ProfileUserDto } from '@flock/shared';

/** Test support for the people features. Imported by tests only. */

/** A member as GET /users/profile answers (lists answer the same without the profile fields). */
export function member(username: string, overrides: Partial<ProfileUserDto> = {}): ProfileUserDto {
  const id = `id-${username}`;
  const name = username[0]!.toUpperCase() + username.slice(1);
  return {
    id,
    _id: id,
    firstName: name,
    lastName: 'Tester',
    fullName: `${name} Tester`,
    username,
    bio: '',
    profilePicture: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    followersCount: 10,
    followingCount: 4,
    postsCount: 7,
    isFollowing: false,
    isPremium: false,
    subscriptionType: 'basic',
    profileVisibility: 'public',
    canViewPosts: true,
    canViewFollowLists: true,
    ...overrides,
  };
}

export const membersNamed = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => member(`${prefix}${i}`));
