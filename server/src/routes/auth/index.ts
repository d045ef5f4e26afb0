import express, { type Router } from 'express';
import type { AppContext } from '../../context.js';
import type { AuthRateLimit } from '../../middlewares/rateLimit.js';
import { addAccountRoutes } from './accountRoutes.js';
import { addPasswordRoutes } from './passwordRoutes.js';
import { addSessionRoutes } from './sessionRoutes.js';
import { addSignupRoutes } from './signupRoutes.js';

/** /api/auth: sign-up and verification, sessions, password reset, and the member's own account. */
export function authRouter(ctx: AppContext, limit: AuthRateLimit): Router {
  const router = express.Router();
  addSignupRoutes(router, ctx, limit);
  addSessionRoutes(router, ctx, limit);
  addPasswordRoutes(router, ctx, limit);
  addAccountRoutes(router, ctx, limit);
  return router;
}
