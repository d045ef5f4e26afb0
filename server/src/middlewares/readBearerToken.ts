import type { RequestHandler } from 'express';
import type { TokenService } from '../services/authTokens.js';

/**
 * Reads `Authorization: Bearer <jwt>` and checks its signature and expiry, without touching the
 * database. Idempotency scoping needs the member early; requireAuth does the full check.
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
