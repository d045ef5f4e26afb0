import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { Models } from '../models/index.js';
import { loadSessionMember } from '../queries/sessionMember.js';
import type { AccessTokenClaims } from '../services/authTokens.js';

/**
 * The member behind a token's claims (undefined: no token, null: a bad one): their session must be
 * alive and the member active. HTTP (requireAuth) and the socket handshake share this check.
 */
export async function findSignedInMember(
  models: Pick<Models, 'Session' | 'User'>,
  claims: AccessTokenClaims | null | undefined,
) {
  if (claims === undefined) throw new AppError('not_authenticated');
  if (claims === null) throw new AppError('session_expired');
  const found = await loadSessionMember(models, claims.sessionId, claims.userId);
  if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= Date.now()) {
    throw new AppError('session_expired');
  }
  const { session, user } = found;
  if (!user.isActive) throw new AppError('account_deactivated');
  return { session, user };
}

/**
 * Authenticates a request that carries a token, before anything answers it from a store: the member's
 * id, or null without a token; a token that does not name a live session is refused (401) here.
 */
export function authenticateIfToken(ctx: AppContext): (req: Request) => Promise<string | null> {
  return async (req) => {
    if (req.tokenClaims === undefined) return null;
    await authenticate(ctx, req);
    return req.user!.id;
  };
}

async function authenticate(ctx: AppContext, req: Request): Promise<void> {
  if (req.user && req.session) return;
  const { session, user } = await findSignedInMember(ctx.db.models, req.tokenClaims);
  req.session = session;
  req.user = user;
}

/** The authenticate step: a valid token whose session is alive, for an active, verified member. */
export function requireAuth(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    await authenticate(ctx, req);
    next();
  };
}
