import type { RequestHandler } from 'express';
import type { TokenService } from '../services/authTokens.js';

/**
 * Reads `Authorization: Bearer <jwt>` and checks its signature and expiry, without touching the
 * database. The full check (a live session, an active member) is requireAuth's, and the
 * idempotency middleware's before it answers anything from its store.
 */
export function readBearerToken(tokens: TokenService): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      req.tokenClaims = tokens.verify(header.slice('Bearer '.length).trim());
    }
    next();
  };
}
