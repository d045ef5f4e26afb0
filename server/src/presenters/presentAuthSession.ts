import type { AuthResponseData, SelfUserDto } from '@flock/shared';
import type { User } from '../models/User.js';
import { NO_COUNTS, type UserCounts } from './presentPublicUser.js';
import { presentSelf } from './presentSelf.js';

/** What a successful sign-in (login or email verification) answers. */
export function presentAuthSession(
  user: User,
  token: string,
  counts: UserCounts = NO_COUNTS,
): AuthResponseData & { token: string; user: SelfUserDto } {
  return { token, user: presentSelf(user, counts) };
}
