import express, { type Router } from 'express';
import { SUCCESS_MESSAGES, ThreadCreateSchema } from '@flock/shared';
import { createThread } from '../../commands/createThread.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { loadThreadParts } from '../../queries/threadParts.js';

/** /api/threads: publish several posts as one thread; read a thread's parts. */
export function threadsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  router.post('/', async (req, res) => {
    const values = parse(ThreadCreateSchema, req.body);
    const { posts, created } = await createThread(ctx, currentUser(req), values);
    sendOk(res, { posts }, { status: created ? 201 : 200, message: SUCCESS_MESSAGES.threadPosted });
  });
  router.get('/:id', async (req, res) => {
    sendOk(res, { posts: await loadThreadParts(ctx.db, currentUser(req).id, req.params.id as string) });
  });
  return router;
}
