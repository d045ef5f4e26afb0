import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** How many checked tokens are kept (the oldest checked is forgotten first). */
export const CHECKED_TOKENS_KEPT = 10_000;

/** Whether a token whose `exp` is `exp` (seconds) is still valid now, as jsonwebtoken decides it. */
const unexpired = (exp: number) => Math.floor(Date.now() / 1000) < exp;

/**
 * Signs and checks the bearer JWT. The session id inside lets the server end a token early (the
 * session is checked on every request, apart from this). A token whose signature was checked is kept
 * with its claims until it expires, so a member's burst of requests pays for the HMAC and the JSON
 * once: only a token that passed the check is kept, under its exact text.
 */
export function createTokenService(secret: string, expiresInSeconds: number) {
  // A key object: given a string, jsonwebtoken first tries it as a public key on every call, which
  // throws (with a stack trace) before it falls back to a secret.
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  const checked = new Map<string, { claims: AccessTokenClaims; exp: number }>();
  const keep = (token: string, claims: AccessTokenClaims, exp: number) => {
    if (checked.size >= CHECKED_TOKENS_KEPT) checked.delete(checked.keys().next().value as string);
    checked.set(token, { claims, exp });
  };
  return {
    expiresInSeconds,
    sign(claims: AccessTokenClaims): string {
      return jwt.sign({ sid: claims.sessionId }, key, {
        subject: claims.userId,
        expiresIn: expiresInSeconds,
        algorithm: 'HS256',
      });
    },
    verify(token: string): AccessTokenClaims | null {
      const kept = checked.get(token);
      if (kept && unexpired(kept.exp)) return { ...kept.claims };
      if (kept) checked.delete(token);
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload === 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string'
        ) {
          return null;
        }
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp === 'number') keep(token, { ...claims }, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
