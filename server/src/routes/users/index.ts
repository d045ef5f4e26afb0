import express, { type Router } from 'express';
import { UserSearchQuerySchema } from '@flock/shared';
import { setFollowing } from '../../commands/setFollowing.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { searchUsers } from '../../queries/searchUsers.js';

/** /api/users: follow and unfollow, and the member search the header and the composer use. */
export function usersRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/search', async (req, res) => {
    const { q, limit } = parse(UserSearchQuerySchema, req.query);
    sendOk(res, { users: await searchUsers(ctx.db, currentUser(req).id, q, limit) });
  });

  router.post('/follow/:id', async (req, res) => {
    sendOk(res, await setFollowing(ctx, currentUser(req), req.params.id as string, true));
  });

  router.post('/unfollow/:id', async (req, res) => {
    sendOk(res, await setFollowing(ctx, currentUser(req), req.params.id as string, false));
  });
  return router;
}
