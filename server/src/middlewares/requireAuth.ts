import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { buildSessionMember, readSessionMember } from '../queries/sessionMember.js';
import type { AccessTokenClaims } from '../services/authTokens.js';

/**
 * The member behind a token's claims (undefined: no token, null: a bad one): their session must be
 * alive and the member active. HTTP (requireAuth) and the socket handshake share this check. The
 * session is read from the database at most every few seconds per device (services/sessionCache.ts);
 * whatever ends or changes it is forgotten at once.
 */
export async function findSignedInMember(
  ctx: Pick<AppContext, 'db' | 'sessionCache'>,
  claims: AccessTokenClaims | null | undefined,
) {
  if (claims === undefined) throw new AppError('not_authenticated');
  if (claims === null) throw new AppError('session_expired');
  const { sessionId, userId } = claims;
  let values = ctx.sessionCache.find(sessionId, userId);
  if (!values) {
    const ticket = ctx.sessionCache.ticket();
    values = (await readSessionMember(ctx.db, sessionId, userId)) ?? undefined;
    if (values) ctx.sessionCache.keep(ticket, sessionId, userId, values);
  }
  if (!values) throw new AppError('session_expired');
  const { session, user } = buildSessionMember(ctx.db.models, values);
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw new AppError('session_expired');
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
  const { session, user } = await findSignedInMember(ctx, req.tokenClaims);
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
