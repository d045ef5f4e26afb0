import type { Router } from 'express';
import { ExploreQuerySchema, UserSearchQuerySchema } from '@flock/shared';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendPage } from '../../http.js';
import { exploreMembers } from '../../queries/exploreMembers.js';
import { searchUsers } from '../../queries/searchUsers.js';

/** The header and picker search, and Explore Users. */
export function addDiscoveryRoutes(router: Router, ctx: AppContext): void {
  router.get('/search', async (req, res) => {
    const { q, page, limit } = parse(UserSearchQuerySchema, req.query);
    const found = await searchUsers(ctx.db, currentUser(req).id, q, { limit, offset: (page - 1) * limit });
    // Spec 001 names `users` at the top level of the picker search's answer.
    sendPage(res, found, { page, limit }, { topLevel: { users: found.users } });
  });

  router.get('/explore', async (req, res) => {
    const query = parse(ExploreQuerySchema, req.query);
    sendPage(res, await exploreMembers(ctx.db, currentUser(req).id, query), query);
  });
}
