import { RESET_TOKEN_TTL_SECONDS } from '@flock/shared';
import type { AppContext } from '../context.js';
import { passwordResetMail } from '../services/mail/templates.js';
import { newResetToken } from './oneTimeSecrets.js';

/**
 * For an active account (verified or not): a single-use link valid 10 minutes replaces any earlier one.
 * The caller answers the same whatever happens here, and the mail is not awaited, so neither the answer
 * nor its timing tells whether the address has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const { PasswordResetToken, User } = ctx.db.models;
  const user = await User.findOne({ where: { email } });
  if (!user || !user.isActive) return;
  const { token, tokenHash } = newResetToken();
  await ctx.db.sequelize.transaction(async (transaction) => {
    // Two requests at once for one member would otherwise deadlock on MySQL: each DELETE takes a gap
    // lock the other's INSERT then waits for. The member's row makes them take turns.
    await User.findByPk(user.id, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    await PasswordResetToken.destroy({ where: { userId: user.id }, transaction });
    await PasswordResetToken.create(
      { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000) },
      { transaction },
    );
  });
  const link = `${ctx.env.publicUrl}/reset-password?token=${token}`;
  ctx.mailer
    .send(passwordResetMail(user.email, user.firstName, link))
    .catch((err: unknown) => ctx.logger.error({ err }, 'password reset mail failed'));
}
