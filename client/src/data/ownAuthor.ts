import type { PostAuthorDto, PublicUserDto } from '@flock/shared';
import { readStoredSession } from '../auth/authStorage';
import type { MemberDb } from '../db/memberDb';
import { NOT_SIGNED_IN_MESSAGE } from '../sync/member';

/** The signed-in member as the author of what they make on this device. */
export async function ownAuthor(db: MemberDb): Promise<PostAuthorDto> {
  const stored = await db.profile.get('self');
  const fallback = readStoredSession();
  const user = stored?.user ?? (fallback.kind === 'found' ? fallback.session.user : null);
  if (!user) throw new Error(NOT_SIGNED_IN_MESSAGE);
  return authorOf(user);
}

export function authorOf(user: PublicUserDto): PostAuthorDto {
  return {
    id: user.id,
    _id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicture: user.profilePicture,
    isPremium: user.isPremium,
    subscriptionType: user.subscriptionType,
  };
}

export const handleOf = (author: Pick<PostAuthorDto, 'username'> | undefined) =>
  author ? `@${author.username}` : 'someone';
