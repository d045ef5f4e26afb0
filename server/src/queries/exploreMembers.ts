import type { ExploreCountsDto, ExplorePageData, ExploreQuery } from '@flock/shared';
import { Op } from 'sequelize';
import type { Database } from '../db/database.js';
import { listedUserWhere } from './listedMembers.js';
import { listMembers } from './listMembers.js';
import { loadCountsOf } from './userCounts.js';

/**
 * Explore Users: every other listed member, newest first, optionally searched and filtered by whom
 * the viewer follows. The tile counts are for everyone, whatever the search and filter.
 */
export async function exploreMembers(
  db: Database,
  viewerId: string,
  query: ExploreQuery,
): Promise<ExplorePageData> {
  const [page, counts] = await Promise.all([
    listMembers(db, viewerId, {
      text: query.q,
      relation: query.filter,
      order: 'newest',
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    loadExploreCounts(db, viewerId),
  ]);
  return { ...page, counts };
}

async function loadExploreCounts(db: Database, viewerId: string): Promise<ExploreCountsDto> {
  const [totalUsers, own] = await Promise.all([
    db.models.User.count({ where: { id: { [Op.ne]: viewerId }, ...listedUserWhere } }),
    loadCountsOf(db, viewerId),
  ]);
  return { totalUsers, following: own.following, notFollowing: totalUsers - own.following };
}
