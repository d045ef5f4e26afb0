import { Op } from 'sequelize';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { PasswordResetToken } from '../models/PasswordResetToken.js';
import { isEmailVerified } from '../policies/accountPolicy.js';
import { hashResetToken } from './oneTimeSecrets.js';

const isUsable = (row: PasswordResetToken | null): row is PasswordResetToken =>
  row !== null && !row.usedAt && row.expiresAt.getTime() > Date.now();

/**
 * Sets a new password with a reset link's token: the token is used up, every session of the member
 * ends and its live connections close. The link reached the member's mailbox, which proves they own the address, so an account that
 * was never verified counts as verified from now on.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<void> {
  const { PasswordResetToken, Session, User } = ctx.db.models;
  const tokenHash = hashResetToken(input.token);
  // A cheap look first, so a made-up token costs no password hashing.
  const candidate = await PasswordResetToken.findOne({ where: { tokenHash } });
  if (!isUsable(candidate)) throw new AppError('invalid_reset_token');
  const passwordHash = await ctx.passwords.hash(input.password);

  const userId = await ctx.db.sequelize.transaction(async (transaction) => {
    const row = await PasswordResetToken.findOne({
      where: { tokenHash },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!isUsable(row)) throw new AppError('invalid_reset_token');
    const user = await User.findByPk(row.userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw new AppError('invalid_reset_token');
    const now = new Date();
    await row.update({ usedAt: now }, { transaction });
    await PasswordResetToken.destroy({ where: { userId: user.id, id: { [Op.ne]: row.id } }, transaction });
    await user.update(
      isEmailVerified(user)
        ? { passwordHash }
        : {
            passwordHash,
            emailVerifiedAt: now,
            verificationCodeHash: null,
            verificationExpiresAt: null,
            verificationAttempts: 0,
          },
      { transaction },
    );
    await Session.update({ revokedAt: now }, { where: { userId: user.id, revokedAt: null }, transaction });
    return user.id;
  });
  ctx.realtime.disconnect({ userId });
}
