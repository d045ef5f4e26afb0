import type { PublicUserDto } from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { deactivate, setProfileVisibility } from '../../../test/people.js';
import { follow, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const list = (token: string, key: string, direction: 'followers' | 'following', query = '') =>
  app.request.get(`/api/users/${key}/${direction}${query}`).set(bearer(token));
const idsOf = (users: PublicUserDto[]) => users.map((u) => u.id);
type Members<N extends number, M extends Member[] = []> = M['length'] extends N
  ? M
  : Members<N, [...M, Member]>;
const members = <N extends number>(n: N) =>
  Promise.all(Array.from({ length: n }, () => registerAndVerify(app))) as Promise<Members<N>>;

/** Each fan follows `memberId` one second after the one before, so "newest first" has one answer. */
async function followInTurn(fans: Member[], memberId: string) {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  for (const fan of fans) {
    now += 1000;
    vi.setSystemTime(now);
    await follow(app, fan.token, memberId);
  }
}

describe('GET /api/users/:id/followers and /following', () => {
  it('lists followers newest first, with counts and whether the viewer follows each', async () => {
    const [member, viewer, a, b, c] = await members(5);
    await followInTurn([a, b, c], member.user.id);
    await follow(app, viewer.token, b.user.id);
    await follow(app, member.token, a.user.id);

    const res = await list(viewer.token, member.user.id, 'followers');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['followers', 'hasMore', 'pagination', 'total']);
    expect(res.body.data).toMatchObject({ hasMore: false, total: 3 });
    const followers = res.body.data.followers as PublicUserDto[];
    expect(idsOf(followers)).toEqual([c.user.id, b.user.id, a.user.id]);
    expect(followers.map((u) => u.isFollowing)).toEqual([false, true, false]);
    expect(followers[2]).toMatchObject({ followersCount: 1, followingCount: 1, username: a.username });
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com/);

    const following = await list(viewer.token, member.username, 'following');
    expect(following.status).toBe(200);
    expect(following.body.data).toMatchObject({ hasMore: false, total: 1 });
    expect(Object.keys(following.body.data).sort()).toEqual(['following', 'hasMore', 'pagination', 'total']);
    expect(idsOf(following.body.data.following)).toEqual([a.user.id]);
  });

  it('pages with page and limit (20 by default, 50 at most) and totals that match the profile', async () => {
    const member = await registerAndVerify(app);
    const fans: Member[] = await members(23);
    await followInTurn(fans, member.user.id);
    const newestFirst = idsOf(fans.map((f) => f.user as PublicUserDto)).reverse();

    const first = await list(member.token, member.user.id, 'followers');
    expect(first.body.data.followers).toHaveLength(20);
    expect(first.body.data).toMatchObject({ hasMore: true, total: 23 });
    const second = await list(member.token, member.user.id, 'followers', '?page=2');
    expect(second.body.data).toMatchObject({ hasMore: false, total: 23 });
    expect([...idsOf(first.body.data.followers), ...idsOf(second.body.data.followers)]).toEqual(newestFirst);
    const tab = await list(member.token, member.user.id, 'followers', '?limit=50');
    expect(idsOf(tab.body.data.followers)).toEqual(newestFirst);
    const small = await list(member.token, member.user.id, 'followers', '?page=3&limit=5');
    expect(idsOf(small.body.data.followers)).toEqual(newestFirst.slice(10, 15));
    expect(small.body.data.hasMore).toBe(true);
    // Past the end: no one listed, and the total still counted.
    const beyond = await list(member.token, member.user.id, 'followers', '?page=3');
    expect(beyond.body.data).toMatchObject({ followers: [], hasMore: false, total: 23 });

    const profile = await app.request.get(`/api/users/profile/${member.user.id}`).set(bearer(fans[0]!.token));
    expect(profile.body.data.user.followersCount).toBe(23);
  });

  it('leaves out deactivated members, in the list and in every count', async () => {
    const [member, viewer, kept, gone] = await members(4);
    await follow(app, kept.token, member.user.id);
    await follow(app, gone.token, member.user.id);
    await follow(app, member.token, gone.user.id);
    await deactivate(app, gone.user.id);
    const followers = await list(viewer.token, member.user.id, 'followers');
    expect(idsOf(followers.body.data.followers)).toEqual([kept.user.id]);
    expect(followers.body.data.total).toBe(1);
    const following = await list(viewer.token, member.user.id, 'following');
    expect(following.body.data).toEqual({
      following: [],
      hasMore: false,
      total: 0,
      pagination: { page: 1, limit: 20, hasMore: false },
    });
    const profile = await app.request.get(`/api/users/profile/${member.user.id}`).set(bearer(viewer.token));
    expect(profile.body.data.user).toMatchObject({ followersCount: 1, followingCount: 0 });
  });

  it.each(['followers', 'following'] as const)(
    'a private profile keeps its %s to itself; followers and public profiles share them',
    async (direction) => {
      const [member, fan, stranger] = await members(3);
      await follow(app, fan.token, member.user.id);
      await follow(app, member.token, fan.user.id);
      await setProfileVisibility(app, member.token, 'private');
      for (const token of [fan.token, stranger.token]) {
        const res = await list(token, member.user.id, direction);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          success: false,
          code: 'profile_lists_private',
          message: 'This member keeps their followers and following private',
        });
      }
      const own = await list(member.token, member.user.id, direction);
      expect(own.status).toBe(200);
      expect(idsOf(own.body.data[direction])).toEqual([fan.user.id]);

      await setProfileVisibility(app, member.token, 'followers');
      expect((await list(stranger.token, member.user.id, direction)).status).toBe(200);
      await setProfileVisibility(app, member.token, 'public');
      expect((await list(stranger.token, member.user.id, direction)).status).toBe(200);
    },
  );

  it.each([
    ['?limit=51', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=ten', 'limit'],
    ['?page=0', 'page'],
    ['?page=1.5', 'page'],
  ])('refuses %s', async (query, path) => {
    const member = await registerAndVerify(app);
    const res = await list(member.token, member.user.id, 'followers', query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(res.body.errors[0].path).toBe(path);
  });

  it('answers 404 for unknown and deactivated members', async () => {
    const [viewer, gone] = await members(2);
    await deactivate(app, gone.user.id);
    for (const key of [newId(), 'no_such_member', gone.user.id]) {
      for (const direction of ['followers', 'following'] as const) {
        const res = await list(viewer.token, key, direction);
        expect([res.status, res.body.code]).toEqual([404, 'user_not_found']);
      }
    }
  });

  it('needs a token', async () => {
    const id = newId();
    expect((await app.request.get(`/api/users/${id}/followers`)).status).toBe(401);
    expect((await app.request.get(`/api/users/${id}/following`)).status).toBe(401);
  });
});
