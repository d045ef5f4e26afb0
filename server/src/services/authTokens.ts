import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

/** Signs and checks the bearer JWT. The session id inside lets the server end a token early. */
export function createTokenService(secret: string, expiresInSeconds: number) {
  // A key object: given a string, jsonwebtoken first tries it as a public key on every call, which
  // throws (with a stack trace) before it falls back to a secret.
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
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
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload === 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string'
        ) {
          return null;
        }
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
