import type { SelfUserDto } from '@flock/shared';
import type { User } from '../models/User.js';
import { isEmailVerified } from '../policies/accountPolicy.js';
import { NO_COUNTS, presentPublicUser, type UserCounts } from './presentPublicUser.js';
import { presentSettings } from './presentSettings.js';

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The signed-in member's own record, as every auth response carries it. */
export function presentSelf(user: User, counts: UserCounts = NO_COUNTS): SelfUserDto {
  return {
    ...presentPublicUser(user, { counts }),
    email: user.email,
    theme: user.theme,
    isEmailVerified: isEmailVerified(user),
    subscriptionStatus: user.subscriptionStatus ?? null,
    subscriptionStartDate: isoOrNull(user.subscriptionStartDate),
    subscriptionEndDate: isoOrNull(user.subscriptionEndDate),
    subscriptionCurrentPeriodStart: isoOrNull(user.subscriptionCurrentPeriodStart),
    subscriptionCurrentPeriodEnd: isoOrNull(user.subscriptionCurrentPeriodEnd),
    subscriptionCanceledAt: isoOrNull(user.subscriptionCanceledAt),
    settings: presentSettings(user),
  };
}
