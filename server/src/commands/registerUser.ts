import { EMAIL_TAKEN_FIELD_MESSAGE, ERROR_MESSAGES, type RegisterSchema } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { issueVerificationCode, mailVerificationCode } from './sendVerificationCode.js';

export type RegisterValues = z.output<typeof RegisterSchema>;

/**
 * Creates an unverified member and mails the first code. An email already in use answers
 * user_already_exists whether or not it was verified, so registering twice never makes two accounts.
 */
export async function registerUser(ctx: AppContext, values: RegisterValues): Promise<User> {
  await assertEmailAndUsernameFree(ctx, values);
  const passwordHash = await ctx.passwords.hash(values.password);
  const { User } = ctx.db.models;
  let created: { user: User; code: string };
  try {
    created = await ctx.db.sequelize.transaction(async (transaction) => {
      const user = await User.create(
        {
          email: values.email,
          username: values.username,
          usernameLower: values.username.toLowerCase(),
          passwordHash,
          firstName: values.firstName,
          lastName: values.lastName,
        },
        { transaction },
      );
      return { user, code: await issueVerificationCode(ctx, user, transaction) };
    });
  } catch (error) {
    // Another registration with the same email or username committed between the check and the insert.
    if (error instanceof UniqueConstraintError) await assertEmailAndUsernameFree(ctx, values);
    throw error;
  }
  await mailVerificationCode(ctx, created.user, created.code);
  return created.user;
}

async function assertEmailAndUsernameFree(
  ctx: AppContext,
  values: Pick<RegisterValues, 'email' | 'username'>,
): Promise<void> {
  const { User } = ctx.db.models;
  if (await User.findOne({ where: { email: values.email }, attributes: ['id'] })) {
    throw new AppError('user_already_exists', {
      errors: [{ path: 'email', msg: EMAIL_TAKEN_FIELD_MESSAGE }],
    });
  }
  const usernameLower = values.username.toLowerCase();
  if (await User.findOne({ where: { usernameLower }, attributes: ['id'] })) {
    throw new AppError('username_taken', {
      errors: [{ path: 'username', msg: ERROR_MESSAGES.username_taken }],
    });
  }
}
