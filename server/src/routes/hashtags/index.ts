import express, { type Router } from 'express';
import {
  HashtagParamSchema,
  HashtagPostsQuerySchema,
  HashtagSearchQuerySchema,
  parsePageCursor,
} from '@flock/shared';
import { setHashtagFollowing } from '../../commands/setHashtagFollowing.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { loadHashtag } from '../../queries/hashtagDetails.js';
import { loadHashtagFeed } from '../../queries/hashtagFeed.js';
import { searchHashtags } from '../../queries/searchHashtags.js';

/** /api/hashtags: suggestions for the composer's #, hashtag pages, their posts, following a hashtag. */
export function hashtagsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  router.get('/search', async (req, res, next) => {
    // Without `q` this is the page of the hashtag #search.
    if (req.query.q === undefined) return next('route');
    const { q, limit } = parse(HashtagSearchQuerySchema, req.query);
    sendOk(res, { hashtags: await searchHashtags(ctx.db, currentUser(req).id, q, limit) });
  });
  router.get('/:tag', async (req, res) => {
    const { tag } = parse(HashtagParamSchema, req.params);
    const hashtag = await loadHashtag(ctx.db, currentUser(req).id, tag);
    sendOk(res, { hashtag }, { topLevel: { hashtag } });
  });
  router.get('/:tag/posts', async (req, res) => {
    const { tag } = parse(HashtagParamSchema, req.params);
    const query = parse(HashtagPostsQuerySchema, req.query);
    const page = await loadHashtagFeed(ctx.db, currentUser(req).id, tag, {
      limit: query.limit,
      offset: query.offset,
      before: query.before ? parsePageCursor(query.before) : null,
    });
    sendOk(res, page, { topLevel: { posts: page.posts } });
  });
  router.post('/:tag/follow', async (req, res) => {
    const { tag } = parse(HashtagParamSchema, req.params);
    sendOk(res, await setHashtagFollowing(ctx, currentUser(req), tag, true));
  });
  router.delete('/:tag/follow', async (req, res) => {
    const { tag } = parse(HashtagParamSchema, req.params);
    sendOk(res, await setHashtagFollowing(ctx, currentUser(req), tag, false));
  });
  return router;
}
