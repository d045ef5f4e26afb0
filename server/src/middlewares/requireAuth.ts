import type { RequestHandler } from 'express';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

/** The authenticate step: a valid token whose session is alive, for an active, verified member. */
export function requireAuth(ctx: AppContext): RequestHandler {
  const { Session, User } = ctx.db.models;
  return async (req, _res, next) => {
    const claims = req.tokenClaims;
    if (claims === undefined) throw new AppError('not_authenticated');
    if (claims === null) throw new AppError('session_expired');
    const session = await Session.findOne({ where: { id: claims.sessionId, userId: claims.userId } });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
      throw new AppError('session_expired');
    }
    const user = await User.findByPk(claims.userId);
    if (!user) throw new AppError('session_expired');
    if (!user.isActive) throw new AppError('account_deactivated');
    req.session = session;
    req.user = user;
    next();
  };
}
