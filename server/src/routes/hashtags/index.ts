import express, { type Router } from 'express';
import { HashtagSearchQuerySchema } from '@flock/shared';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { searchHashtags } from '../../queries/searchHashtags.js';

/** /api/hashtags: suggestions for the composer's # (hashtag pages come later). */
export function hashtagsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  router.get('/search', async (req, res) => {
    const { q, limit } = parse(HashtagSearchQuerySchema, req.query);
    sendOk(res, { hashtags: await searchHashtags(ctx.db, currentUser(req).id, q, limit) });
  });
  return router;
}
