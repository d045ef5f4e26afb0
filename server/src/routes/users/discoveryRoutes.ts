import type { Router } from 'express';
import { ExploreQuerySchema, UserSearchQuerySchema } from '@flock/shared';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { exploreMembers } from '../../queries/exploreMembers.js';
import { searchUsers } from '../../queries/searchUsers.js';

/** The header and picker search, and Explore Users. */
export function addDiscoveryRoutes(router: Router, ctx: AppContext): void {
  router.get('/search', async (req, res) => {
    const { q, page, limit } = parse(UserSearchQuerySchema, req.query);
    const offset = (page - 1) * limit;
    sendOk(res, await searchUsers(ctx.db, currentUser(req).id, q, { limit, offset }));
  });

  router.get('/explore', async (req, res) => {
    const query = parse(ExploreQuerySchema, req.query);
    sendOk(res, await exploreMembers(ctx.db, currentUser(req).id, query));
  });
}
