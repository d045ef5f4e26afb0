import type { Router } from 'express';
import { setFollowing } from '../../commands/setFollowing.js';
import type { AppContext } from '../../context.js';
import { currentUser, sendOk } from '../../http.js';

export function addFollowRoutes(router: Router, ctx: AppContext): void {
  router.post('/follow/:id', async (req, res) => {
    sendOk(res, await setFollowing(ctx, currentUser(req), req.params.id as string, true));
  });

  router.post('/unfollow/:id', async (req, res) => {
    sendOk(res, await setFollowing(ctx, currentUser(req), req.params.id as string, false));
  });
}
