import express, { type Router } from 'express';
import type { AppContext } from '../context.js';
import { idempotency } from '../middlewares/idempotency.js';
import { jsonBody } from '../middlewares/jsonBody.js';
import { apiNotFound } from '../middlewares/notFound.js';
import { createAuthRateLimits } from '../middlewares/rateLimit.js';
import { multipartOnlyWhereRead } from '../middlewares/multipartBody.js';
import { readableInput } from '../middlewares/readableInput.js';
import { readBearerToken } from '../middlewares/readBearerToken.js';
import { authenticateIfToken } from '../middlewares/requireAuth.js';
import { createIdempotencyStore } from '../sync/idempotencyStore.js';
import { authRouter } from './auth/index.js';
import { bookmarksRouter } from './bookmarks/index.js';
import { hashtagsRouter } from './hashtags/index.js';
import { interestsRouter } from './interests/index.js';
import { mediaRouter } from './media/index.js';
import { notificationsRouter } from './notifications/index.js';
import { pollsRouter } from './polls/index.js';
import { postsRouter } from './posts/index.js';
import { pushRouter } from './push/index.js';
import { settingsRouter } from './settings/index.js';
import { threadsRouter } from './threads/index.js';
import { usersRouter } from './users/index.js';

/** Everything under /api: JSON bodies (size and depth bounded), readable input only, the bearer token, idempotent writes, then the resource routers. */
export function apiRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(jsonBody());
  router.use(readableInput);
  router.use(multipartOnlyWhereRead);
  router.use(readBearerToken(ctx.tokens));
  router.use(idempotency(createIdempotencyStore(ctx.db.models), authenticateIfToken(ctx)));
  const limit = createAuthRateLimits(ctx.env, ctx.redis);
  router.use('/auth', authRouter(ctx, limit));
  router.use('/interests', interestsRouter(ctx));
  router.use('/settings', settingsRouter(ctx));
  router.use('/posts', postsRouter(ctx));
  router.use('/threads', threadsRouter(ctx));
  router.use('/polls', pollsRouter(ctx));
  router.use('/bookmarks', bookmarksRouter(ctx));
  router.use('/users', usersRouter(ctx));
  router.use('/hashtags', hashtagsRouter(ctx));
  router.use('/push', pushRouter(ctx));
  router.use('/notifications', notificationsRouter(ctx));
  router.use('/media', mediaRouter(ctx));
  router.use(apiNotFound);
  return router;
}
