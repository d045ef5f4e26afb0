import type { Router } from 'express';
import { LoginSchema, SUCCESS_MESSAGES } from '@flock/shared';
import { dummyPasswordHash, logIn } from '../../commands/logIn.js';
import { logOut } from '../../commands/logOut.js';
import type { AppContext } from '../../context.js';
import { currentSession, parse, sendOk } from '../../http.js';
import type { AuthRateLimit } from '../../middlewares/rateLimit.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { presentAuthSession } from '../../presenters/presentAuthSession.js';
import { loadCountsOf } from '../../queries/userCounts.js';

export function addSessionRoutes(router: Router, ctx: AppContext, limit: AuthRateLimit): void {
  // Ready before the first login with an unknown email, so that one is not slower either.
  dummyPasswordHash(ctx.passwords).catch(() => undefined);

  router.post('/login', ...limit({ name: 'login', code: 'too_many_auth_attempts' }), async (req, res) => {
    const credentials = parse(LoginSchema, req.body);
    const { user, token } = await logIn(ctx, credentials, req.get('user-agent'));
    const counts = await loadCountsOf(ctx.db, user.id);
    sendOk(res, presentAuthSession(user, token, counts), { message: SUCCESS_MESSAGES.loggedIn });
  });

  router.post('/logout', requireAuth(ctx), async (req, res) => {
    await logOut(ctx, currentSession(req));
    sendOk(res, null, { message: SUCCESS_MESSAGES.loggedOut });
  });
}
