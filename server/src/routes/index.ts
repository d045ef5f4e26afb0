import express, { type Router } from 'express';
import { JSON_BODY_LIMIT } from '@flock/shared';
import type { AppContext } from '../context.js';
import { idempotency } from '../middlewares/idempotency.js';
import { apiNotFound } from '../middlewares/notFound.js';
import { createAuthRateLimits } from '../middlewares/rateLimit.js';
import { readBearerToken } from '../middlewares/readBearerToken.js';
import { createIdempotencyStore } from '../sync/idempotencyStore.js';

/** Everything under /api: JSON bodies, the bearer token, idempotent writes, then the resource routers. */
export function apiRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  router.use(readBearerToken(ctx.tokens));
  router.use(idempotency(createIdempotencyStore(ctx.db.models)));
  const limit = createAuthRateLimits(ctx.env, ctx.redis);
  void limit;
  router.use(apiNotFound);
  return router;
}
