import express, { type Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { addDiscoveryRoutes } from './discoveryRoutes.js';
import { addFollowRoutes } from './followRoutes.js';
import { addProfileRoutes } from './profileRoutes.js';

/** /api/users: member search and Explore, follow and unfollow, profiles and their follow lists. */
export function usersRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  addDiscoveryRoutes(router, ctx);
  addFollowRoutes(router, ctx);
  addProfileRoutes(router, ctx);
  return router;
}
