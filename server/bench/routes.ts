import { QueryTypes } from 'sequelize';
import type { AppContext } from '../src/context.js';
import type { LoadTarget } from './loadWorker.js';

/** A route the bench measures: what each connection asks for. */
export interface BenchRoute {
  label: string;
  targets: LoadTarget[];
}

export interface Viewer {
  userId: string;
  authorization: string;
}

/**
 * The measured routes, each asked by every viewer with their own token: /health, the home feed's first
 * page, the page its `nextCursor` leads to, the posts of a member the viewer follows, and the
 * viewer's notifications. Every request is tried once first and must answer 200.
 */
export async function benchRoutes(ctx: AppContext, origin: string, viewers: Viewer[]): Promise<BenchRoute[]> {
  const get = async (path: string, authorization: string) => {
    const res = await fetch(`${origin}${path}`, { headers: { authorization } });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { data: { nextCursor?: string | null } };
  };
  const beforePages: LoadTarget[] = [];
  const memberPosts: LoadTarget[] = [];
  for (const { userId, authorization } of viewers) {
    const first = await get('/api/posts', authorization);
    if (first.data.nextCursor)
      beforePages.push({
        path: `/api/posts?before=${encodeURIComponent(first.data.nextCursor)}`,
        authorization,
      });
    const [followee] = await ctx.db.sequelize.query<{ id: string }>(
      'SELECT followee_id AS id FROM follows WHERE follower_id = :userId ORDER BY followee_id LIMIT 1',
      { type: QueryTypes.SELECT, replacements: { userId } },
    );
    if (followee) memberPosts.push({ path: `/api/posts/user/${followee.id}`, authorization });
  }
  const each = (path: string) => viewers.map(({ authorization }) => ({ path, authorization }));
  const routes: BenchRoute[] = [
    { label: 'GET /health', targets: [{ path: '/health' }] },
    { label: 'feed, first page', targets: each('/api/posts') },
    { label: 'feed, before page', targets: beforePages },
    { label: "member's posts", targets: memberPosts },
    { label: 'notifications', targets: each('/api/notifications') },
  ];
  for (const route of routes) {
    if (route.targets.length === 0) throw new Error(`no request to make for ${route.label}`);
    for (const target of route.targets.slice(0, 3)) await get(target.path, target.authorization ?? '');
  }
  return routes;
}
