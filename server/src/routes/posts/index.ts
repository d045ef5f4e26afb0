import express, { type Router } from 'express';
import type { AppContext } from '../../context.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { addCommentRoutes } from './commentRoutes.js';
import { addPostReadRoutes } from './postReadRoutes.js';
import { addPostWriteRoutes } from './postWriteRoutes.js';

/** /api/posts: everything about posts, for signed-in members. */
export function postsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  addCommentRoutes(router, ctx);
  addPostReadRoutes(router, ctx);
  addPostWriteRoutes(router, ctx);
  return router;
}
