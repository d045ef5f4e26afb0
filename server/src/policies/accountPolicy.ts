import { RESEND_COOLDOWN_SECONDS, resendCooldownMessage } from '@flock/shared';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';

/** Rules about what a member's account state allows: signing in, verifying, asking for a new code. */

export const isEmailVerified = (user: User) =>
  user.emailVerifiedAt !== null && user.emailVerifiedAt !== undefined;

export function assertActive(user: User): void {
  if (!user.isActive) throw new AppError('account_deactivated');
}

/** After the password matched: a deactivated or unverified account may not get a session. */
export function assertMaySignIn(user: User): void {
  assertActive(user);
  if (!isEmailVerified(user)) throw new AppError('email_not_verified');
}

export function assertAwaitingVerification(user: User): void {
  if (isEmailVerified(user)) throw new AppError('already_verified');
}

/** Whole seconds until another code may be mailed (0 when one may be sent now). */
export function resendCooldownSecondsLeft(user: User, now = Date.now()): number {
  if (isEmailVerified(user) || !user.verificationSentAt) return 0;
  const readyAt = user.verificationSentAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}

export function assertMayResendCode(user: User, now = Date.now()): void {
  assertAwaitingVerification(user);
  const secondsLeft = resendCooldownSecondsLeft(user, now);
  if (secondsLeft > 0) {
    throw new AppError('resend_cooldown', {
      message: resendCooldownMessage(secondsLeft),
      extra: { cooldownSecondsLeft: secondsLeft },
    });
  }
}
