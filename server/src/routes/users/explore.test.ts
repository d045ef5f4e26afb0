import type { ExploreCountsDto, PublicUserDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { deactivate, uniqueName, unfollow } from '../../../test/people.js';
import { follow, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const explore = (token: string, query = '') =>
  app.request.get(`/api/users/explore${query}`).set(bearer(token));
const idsOf = (users: PublicUserDto[]) => users.map((u) => u.id);
const counts = async (token: string) => (await explore(token)).body.data.counts as ExploreCountsDto;

/** Members whose first name starts with `stem`, registered one after another (oldest first). */
async function namedMembers(stem: string, n: number): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < n; i++)
    made.push(await registerAndVerify(app, { firstName: `${stem}${'x'.repeat(i)}` }));
  return made;
}

describe('GET /api/users/explore', () => {
  it('lists other members newest first, 20 a page, with hasMore, never the viewer', async () => {
    const stem = uniqueName();
    const viewer = await registerAndVerify(app, { firstName: stem });
    const found = await namedMembers(stem, 23);
    const newestFirst = idsOf(found.map((m) => m.user as PublicUserDto)).reverse();

    const first = await explore(viewer.token, `?q=${stem}`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(['counts', 'hasMore', 'pagination', 'users']);
    expect(idsOf(first.body.data.users)).toEqual(newestFirst.slice(0, 20));
    expect(first.body.data.hasMore).toBe(true);
    const second = await explore(viewer.token, `?q=${stem}&page=2`);
    expect(idsOf(second.body.data.users)).toEqual(newestFirst.slice(20));
    expect(second.body.data.hasMore).toBe(false);
    const small = await explore(viewer.token, `?q=${stem}&limit=5&page=2`);
    expect(idsOf(small.body.data.users)).toEqual(newestFirst.slice(5, 10));

    const everyone: string[] = [];
    for (let page = 1; ; page++) {
      const res = await explore(viewer.token, `?limit=50&page=${page}`);
      everyone.push(...idsOf(res.body.data.users));
      if (!res.body.data.hasMore) break;
    }
    expect(everyone).not.toContain(viewer.user.id);
    expect(everyone).toEqual(expect.arrayContaining(newestFirst));
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(everyone).toHaveLength((await counts(viewer.token)).totalUsers);
  });

  it('filters by whom the viewer follows and marks each card', async () => {
    const stem = uniqueName();
    const viewer = await registerAndVerify(app);
    const [a, b, c] = await namedMembers(stem, 3);
    await follow(app, viewer.token, a!.user.id);
    await follow(app, viewer.token, c!.user.id);
    const page = async (filter: string) =>
      (await explore(viewer.token, `?q=${stem}&filter=${filter}`)).body.data.users as PublicUserDto[];
    const all = await page('all');
    expect(idsOf(all)).toEqual([c!.user.id, b!.user.id, a!.user.id]);
    expect(all.map((u) => u.isFollowing)).toEqual([true, false, true]);
    expect(idsOf(await page('following'))).toEqual([c!.user.id, a!.user.id]);
    const notFollowing = await page('not_following');
    expect(idsOf(notFollowing)).toEqual([b!.user.id]);
    expect(notFollowing[0]).toMatchObject({ isFollowing: false, followersCount: 0, firstName: b!.firstName });
    expect(JSON.stringify(all)).not.toMatch(/@example\.com/);
  });

  it('counts the three tiles for everyone, whatever the search and filter', async () => {
    const viewer = await registerAndVerify(app);
    const before = await counts(viewer.token);
    expect(before.notFollowing).toBe(before.totalUsers - before.following);
    expect(before.following).toBe(0);

    const [x, y] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await registerMember(app);
    const gone = await registerAndVerify(app);
    await deactivate(app, gone.user.id);
    await follow(app, viewer.token, x.user.id);
    await follow(app, viewer.token, y.user.id);
    await follow(app, x.token, viewer.user.id);

    const after = await counts(viewer.token);
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      following: 2,
      notFollowing: before.totalUsers,
    });
    const narrowed = await explore(viewer.token, `?q=${x.username}&filter=following`);
    expect(narrowed.body.data.counts).toEqual(after);
    await unfollow(app, viewer.token, y.user.id);
    expect(await counts(viewer.token)).toMatchObject({ following: 1, notFollowing: before.totalUsers + 1 });
  });

  it('leaves out unverified and deactivated members', async () => {
    const stem = uniqueName();
    const viewer = await registerAndVerify(app);
    const [kept, gone] = await namedMembers(stem, 2);
    await registerMember(app, { firstName: `${stem}zz` });
    await deactivate(app, gone!.user.id);
    const res = await explore(viewer.token, `?q=${stem}`);
    expect(idsOf(res.body.data.users)).toEqual([kept!.user.id]);
  });

  it('never matches a prefix of an email, only the whole address', async () => {
    const stem = uniqueName();
    const viewer = await registerAndVerify(app);
    const target = await registerAndVerify(app, { email: `${stem}.secret@example.com` });
    for (const prefix of [stem, `${stem}.s`, `${stem}.secret@ex`]) {
      const res = await explore(viewer.token, `?q=${encodeURIComponent(prefix)}`);
      expect(idsOf(res.body.data.users)).not.toContain(target.user.id);
    }
    const whole = await explore(viewer.token, `?q=${encodeURIComponent(target.email)}`);
    expect(idsOf(whole.body.data.users)).toEqual([target.user.id]);
  });

  it('takes quotes and wildcards literally', async () => {
    const viewer = await registerAndVerify(app);
    for (const q of ['%25%25', '__', "o'", '%5C%5C']) {
      const res = await explore(viewer.token, `?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body.data.users).toEqual([]);
    }
  });

  it.each([
    ['?q=a', 'q', 'Search needs at least 2 characters'],
    ['?filter=friends', 'filter', 'Filter must be all, following or not_following'],
    ['?limit=51', 'limit', undefined],
    ['?page=0', 'page', undefined],
  ])('refuses %s', async (query, path, msg) => {
    const member = await registerAndVerify(app);
    const res = await explore(member.token, query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors[0].path).toBe(path);
    if (msg) expect(res.body.errors[0].msg).toBe(msg);
  });

  it('needs a token', async () => {
    expect((await app.request.get('/api/users/explore')).status).toBe(401);
  });
});
