import { INCORRECT_PASSWORD_FIELD_MESSAGE } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { announceDepartureOnCommit } from '../messaging/departedMember.js';
import { removeAvatarFile } from './removeAvatarFile.js';

/**
 * Deletes the member after a password check. Everything that belongs to them goes with the row
 * (foreign keys cascade), sessions included, so every token they hold stops working; their live
 * connections close.
 */
export async function deleteAccount(ctx: AppContext, user: User, password: string): Promise<void> {
  if (!(await ctx.passwords.verify(user.passwordHash, password))) {
    // 400, not 401: a 401 would make the client sign the member out.
    throw new AppError('incorrect_password', {
      errors: [{ path: 'password', msg: INCORRECT_PASSWORD_FIELD_MESSAGE }],
    });
  }
  await ctx.db.sequelize.transaction(async (transaction) => {
    await announceDepartureOnCommit(ctx, user.id, transaction);
    await ctx.db.models.User.destroy({ where: { id: user.id }, transaction });
  });
  ctx.realtime.disconnect({ userId: user.id });
  await removeAvatarFile(ctx, user.profilePicture);
}
