import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';

const USER_AGENT_MAX = 255;

/** Opens a session for this device and signs the bearer token that names it. */
export async function startSession(
  ctx: AppContext,
  user: User,
  userAgent: string | undefined,
  transaction?: Transaction,
): Promise<string> {
  const session = await ctx.db.models.Session.create(
    {
      userId: user.id,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      expiresAt: new Date(Date.now() + ctx.env.JWT_EXPIRES_IN_SECONDS * 1000),
    },
    { transaction },
  );
  return ctx.tokens.sign({ userId: user.id, sessionId: session.id });
}
