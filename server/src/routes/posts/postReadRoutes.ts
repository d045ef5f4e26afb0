import type { Router } from 'express';
import { FeedPageQuerySchema, PageQuerySchema, parsePageCursor, PostSearchQuerySchema } from '@flock/shared';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk, sendPage } from '../../http.js';
import { findVisiblePost } from '../../queries/findVisiblePost.js';
import { loadHomeFeed } from '../../queries/homeFeed.js';
import { countHomeFeedGap, pageStopsAbove } from '../../queries/homeFeedGap.js';
import { hydratePost } from '../../queries/hydratePosts.js';
import { loadMemberPosts } from '../../queries/memberPosts.js';
import { pageWindow } from '../../queries/postPage.js';
import { searchPosts } from '../../queries/searchPosts.js';

/** The home feed, post search, a member's posts and one post; only what the viewer may see. */
export function addPostReadRoutes(router: Router, ctx: AppContext): void {
  router.get('/', async (req, res) => {
    const query = parse(FeedPageQuerySchema, req.query);
    const viewerId = currentUser(req).id;
    const page = await loadHomeFeed(ctx, viewerId, pageWindow(query));
    const since = query.since ? parsePageCursor(query.since) : null;
    if (!since) return sendPage(res, page, query);
    const end = page.hasMore && page.nextCursor ? parsePageCursor(page.nextCursor) : null;
    const gap = end && pageStopsAbove(end, since) ? await countHomeFeedGap(ctx, viewerId, end, since) : null;
    sendPage(res, { ...page, gap }, query);
  });

  router.get('/search', async (req, res) => {
    const query = parse(PostSearchQuerySchema, req.query);
    sendPage(res, await searchPosts(ctx.db, currentUser(req).id, query.q, pageWindow(query)), query);
  });

  router.get('/user/:idOrUsername', async (req, res) => {
    const query = parse(PageQuerySchema, req.query);
    const key = req.params.idOrUsername as string;
    sendPage(res, await loadMemberPosts(ctx.db, currentUser(req).id, key, pageWindow(query)), query);
  });

  router.get('/:id', async (req, res) => {
    const viewer = currentUser(req);
    const post = await findVisiblePost(ctx.db.models, req.params.id as string, viewer.id);
    sendOk(res, { post: await hydratePost(ctx.db, viewer.id, post.id) });
  });
}
