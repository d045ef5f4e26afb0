import type { PostAuthorDto, RetweetedByDto } from '@flock/shared';
import type { User } from '../models/User.js';

export type AuthorFields = Pick<
  User,
  'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'profilePicture' | 'subscriptionType'
>;

/** The columns presentAuthor reads, for queries that load authors only. */
export const AUTHOR_ATTRIBUTES = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'profilePicture',
  'subscriptionType',
] as const;

const usernameOf = (user: AuthorFields) => user.username || user.email.split('@')[0]!;

/** The author block of a post or comment. */
export function presentAuthor(user: AuthorFields): PostAuthorDto {
  return {
    id: user.id,
    _id: user.id,
    username: usernameOf(user),
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture ?? null,
    ...premiumBadgeOf(user),
  };
}

export function presentRetweetedBy(user: AuthorFields): RetweetedByDto {
  return {
    id: user.id,
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: usernameOf(user),
    ...premiumBadgeOf(user),
  };
}

/** The verified badge data (spec 000 section 6) of any member shown to others. */
export function premiumBadgeOf(
  user: Pick<User, 'subscriptionType'>,
): Pick<PostAuthorDto, 'isPremium' | 'subscriptionType'> {
  return { isPremium: user.subscriptionType === 'premium', subscriptionType: user.subscriptionType };
}
