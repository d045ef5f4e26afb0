import { ERROR_MESSAGES, type ProfileVisibility } from '@flock/shared';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';

/**
 * "Advanced privacy controls" are a premium benefit (spec 000 section 6): a profile visible to
 * followers only, or private, is for premium members; anyone may make theirs public.
 */
export function assertMayChooseProfileVisibility(
  member: Pick<User, 'isPremium'>,
  visibility: ProfileVisibility | undefined,
): void {
  if (visibility === undefined || visibility === 'public' || member.isPremium) return;
  throw new AppError('premium_required', {
    errors: [{ path: 'profileVisibility', msg: ERROR_MESSAGES.premium_required }],
  });
}
