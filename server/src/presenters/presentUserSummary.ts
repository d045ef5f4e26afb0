import type { UserSummaryDto } from '@flock/shared';
import { premiumBadgeOf, type AuthorFields } from './presentAuthor.js';

/** Spec 001 "User summary": who a member is, for lists and pickers. */
export function presentUserSummary(user: AuthorFields): UserSummaryDto {
  return {
    id: user.id,
    _id: user.id,
    username: user.username || user.email.split('@')[0]!,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture ?? null,
    ...premiumBadgeOf(user),
  };
}
