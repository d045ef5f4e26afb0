import crypto from 'node:crypto';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { assertMaySignIn } from '../policies/accountPolicy.js';
import type { PasswordHasher } from '../services/passwords.js';
import { startSession } from './startSession.js';

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/** A hash to verify against when the email is unknown, so both failures take the same time. */
export function dummyPasswordHash(passwords: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash(crypto.randomBytes(24).toString('base64url'));
    dummyHashes.set(passwords, hash);
  }
  return hash;
}

/**
 * Unknown email and wrong password give the same answer. Only after the password matched does the
 * member learn that the account is deactivated or still unverified.
 */
export async function logIn(
  ctx: AppContext,
  credentials: { email: string; password: string },
  userAgent: string | undefined,
): Promise<{ user: User; token: string }> {
  const user = await ctx.db.models.User.findOne({ where: { email: credentials.email } });
  const hash = user?.passwordHash ?? (await dummyPasswordHash(ctx.passwords));
  const matches = await ctx.passwords.verify(hash, credentials.password);
  if (!user || !matches) throw new AppError('invalid_credentials');
  assertMaySignIn(user);
  return { user, token: await startSession(ctx, user, userAgent) };
}
