import type { Request, Router } from 'express';
import { FollowListQuerySchema, type FollowersPageData, type FollowingPageData } from '@flock/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser, parse, sendOk, sendPage } from '../../http.js';
import type { User } from '../../models/User.js';
import { assertMayReadFollowLists } from '../../policies/profileVisibility.js';
import { presentProfile } from '../../presenters/presentProfile.js';
import { loadFollowList, type FollowDirection } from '../../queries/followLists.js';
import { findListedMember } from '../../queries/listedMembers.js';
import { loadCountsOf } from '../../queries/userCounts.js';

/** A member's profile header (by id or username) and their followers and following lists. */
export function addProfileRoutes(router: Router, ctx: AppContext): void {
  const memberOf = async (req: Request): Promise<User> => {
    const member = await findListedMember(ctx.db.models, req.params.idOrUsername as string);
    if (!member) throw new AppError('user_not_found');
    return member;
  };

  router.get('/profile/:idOrUsername', async (req, res) => {
    const viewer = currentUser(req);
    const member = await memberOf(req);
    const isSelf = member.id === viewer.id;
    const [counts, follows] = await Promise.all([
      loadCountsOf(ctx.db, member.id, viewer.id),
      isSelf ? 0 : ctx.db.models.Follow.count({ where: { followerId: viewer.id, followeeId: member.id } }),
    ]);
    sendOk(res, { user: presentProfile(member, { counts, isSelf, isFollowing: follows > 0 }) });
  });

  const listRoute = (direction: FollowDirection) =>
    router.get(`/:idOrUsername/${direction}`, async (req, res) => {
      const { page, limit } = parse(FollowListQuerySchema, req.query);
      const viewer = currentUser(req);
      const member = await memberOf(req);
      assertMayReadFollowLists(member.profileVisibility, { isSelf: member.id === viewer.id });
      const offset = (page - 1) * limit;
      const list = await loadFollowList(ctx.db, viewer.id, member.id, direction, { limit, offset });
      const data: FollowersPageData | FollowingPageData =
        direction === 'followers'
          ? { followers: list.users, hasMore: list.hasMore, total: list.total }
          : { following: list.users, hasMore: list.hasMore, total: list.total };
      sendPage(res, data, { page, limit });
    });
  listRoute('followers');
  listRoute('following');
}
