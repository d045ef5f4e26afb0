import crypto from 'node:crypto';
import { OTP_LENGTH } from '@flock/shared';
import type { Secrets } from '../services/secrets.js';

/**
 * Verification codes and reset tokens are only ever stored hashed. A 6-digit code is a tiny space, so
 * it is keyed (HMAC-SHA256 with a key derived from the server secret) and bound to the member's id;
 * a reset token has 256 random bits, so a plain SHA-256 suffices.
 */

const codeKeys = new Map<string, Buffer>();

function verificationKey(secrets: Secrets): Buffer {
  let key = codeKeys.get(secrets.jwtSecret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secrets.jwtSecret, 'flock', 'email verification codes', 32));
    codeKeys.set(secrets.jwtSecret, key);
  }
  return key;
}

export function newVerificationCode(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

export function hashVerificationCode(secrets: Secrets, userId: string, code: string): string {
  return crypto.createHmac('sha256', verificationKey(secrets)).update(`${userId}:${code}`).digest('hex');
}

export function verificationCodeMatches(
  secrets: Secrets,
  userId: string,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashVerificationCode(secrets, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

export function newResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
