import { OTP_MAX_WRONG_ATTEMPTS } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { assertActive, assertAwaitingVerification } from '../policies/accountPolicy.js';
import { verificationCodeMatches } from './oneTimeSecrets.js';
import { startSession } from './startSession.js';

type Outcome = { user: User; token: string } | { wrongCode: true };

/**
 * Checks the 6-digit code. A wrong code counts against the member; after OTP_MAX_WRONG_ATTEMPTS the
 * code is burned until a new one is sent. Success marks the email verified and signs the member in.
 */
export async function verifyEmail(
  ctx: AppContext,
  input: { email: string; otp: string },
  userAgent: string | undefined,
): Promise<{ user: User; token: string }> {
  const { User } = ctx.db.models;
  const outcome = await ctx.db.sequelize.transaction(async (transaction): Promise<Outcome> => {
    const user = await User.findOne({
      where: { email: input.email },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!user) throw new AppError('user_not_found');
    assertAwaitingVerification(user);
    assertActive(user);
    if (user.verificationAttempts >= OTP_MAX_WRONG_ATTEMPTS)
      throw new AppError('verification_attempts_exceeded');
    const expiresAt = user.verificationExpiresAt?.getTime() ?? 0;
    if (!user.verificationCodeHash || expiresAt <= Date.now())
      throw new AppError('invalid_verification_code');

    if (!verificationCodeMatches(ctx.secrets, user.id, input.otp, user.verificationCodeHash)) {
      // Returned, not thrown, so the counted attempt is committed.
      await user.increment('verificationAttempts', { transaction });
      return { wrongCode: true };
    }
    await user.update(
      {
        emailVerifiedAt: new Date(),
        verificationCodeHash: null,
        verificationExpiresAt: null,
        verificationAttempts: 0,
      },
      { transaction },
    );
    return { user, token: await startSession(ctx, user, userAgent, transaction) };
  });
  if ('wrongCode' in outcome) throw new AppError('invalid_verification_code');
  return outcome;
}
