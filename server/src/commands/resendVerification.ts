import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { assertMayResendCode } from '../policies/accountPolicy.js';
import { issueVerificationCode, mailVerificationCode } from './sendVerificationCode.js';

/** Mails a new code (the old one stops working) unless the last one went out less than 480 s ago. */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  const { User } = ctx.db.models;
  const { user, code } = await ctx.db.sequelize.transaction(async (transaction) => {
    const user = await User.findOne({ where: { email }, transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw new AppError('user_not_found');
    assertMayResendCode(user);
    return { user, code: await issueVerificationCode(ctx, user, transaction) };
  });
  await mailVerificationCode(ctx, user, code);
}
