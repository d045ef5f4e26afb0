import { OTP_TTL_SECONDS } from '@flock/shared';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { verificationCodeMail } from '../services/mail/templates.js';
import { hashVerificationCode, newVerificationCode } from './oneTimeSecrets.js';

/**
 * Sending a code has two steps: `issueVerificationCode` replaces the stored code inside the caller's
 * transaction (attempts reset, 8 minutes to live, cooldown restarted); `mailVerificationCode` runs after
 * the commit. If the mail cannot be sent, the cooldown is lifted so the member can ask again at once.
 */
export async function issueVerificationCode(
  ctx: AppContext,
  user: User,
  transaction?: Transaction,
): Promise<string> {
  const code = newVerificationCode();
  const now = Date.now();
  await user.update(
    {
      verificationCodeHash: hashVerificationCode(ctx.secrets, user.id, code),
      verificationExpiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
      verificationAttempts: 0,
      verificationSentAt: new Date(now),
    },
    { transaction },
  );
  return code;
}

export async function mailVerificationCode(ctx: AppContext, user: User, code: string): Promise<void> {
  try {
    await ctx.mailer.send(verificationCodeMail(user.email, user.firstName, code));
  } catch (error) {
    await user.update({ verificationSentAt: null }).catch(() => undefined);
    throw error;
  }
}
