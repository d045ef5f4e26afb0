import type { PublicUserDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { deactivate, uniqueName } from '../../../test/people.js';
import { createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const followIt = (token: string, id: string) =>
  app.request.post(`/api/users/follow/${id}`).set(bearer(token));
const unfollowIt = (token: string, id: string) =>
  app.request.post(`/api/users/unfollow/${id}`).set(bearer(token));
const profile = async (token: string) =>
  (await app.request.get('/api/auth/profile').set(bearer(token))).body.data.user as PublicUserDto;

describe('follow and unfollow', () => {
  it('follows once however often asked, and unfollows the same way', async () => {
    const [fan, star] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const first = await followIt(fan.token, star.user.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { isFollowing: true, followersCount: 1 } });
    expect((await followIt(fan.token, star.user.id)).body.data).toEqual({
      isFollowing: true,
      followersCount: 1,
    });
    expect(await app.ctx.db.models.Follow.count({ where: { followeeId: star.user.id } })).toBe(1);
    expect((await unfollowIt(fan.token, star.user.id)).body.data).toEqual({
      isFollowing: false,
      followersCount: 0,
    });
    expect((await unfollowIt(fan.token, star.user.id)).body.data).toEqual({
      isFollowing: false,
      followersCount: 0,
    });
  });

  it('gives real counts on the own profile and at login', async () => {
    const [me, a, b] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    await followIt(a.token, me.user.id).expect(200);
    await followIt(b.token, me.user.id).expect(200);
    await followIt(me.token, a.user.id).expect(200);
    await createPost(app, me.token);
    await createPost(app, me.token, { privacy: 'private' });
    expect(await profile(me.token)).toMatchObject({ followersCount: 2, followingCount: 1, postsCount: 2 });
    const login = await app.request.post('/api/auth/login').send({ email: me.email, password: me.password });
    expect(login.body.data.user).toMatchObject({ followersCount: 2, followingCount: 1, postsCount: 2 });
  });

  it('refuses following oneself (400) and unknown members (404)', async () => {
    const member = await registerAndVerify(app);
    const self = await followIt(member.token, member.user.id);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'cannot_follow_self', message: 'You cannot follow yourself' });
    for (const id of [newId(), 'someone']) {
      const res = await followIt(member.token, id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('user_not_found');
      expect((await unfollowIt(member.token, id)).status).toBe(404);
    }
  });

  it('keeps one follow row and the right count when the same follow races, and under many followers at once', async () => {
    const [star, fan] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const raced = await Promise.all(Array.from({ length: 6 }, () => followIt(fan.token, star.user.id)));
    for (const res of raced) expect(res.body.data).toEqual({ isFollowing: true, followersCount: 1 });
    expect(await app.ctx.db.models.Follow.count({ where: { followeeId: star.user.id } })).toBe(1);

    const crowd = await Promise.all(Array.from({ length: 5 }, () => registerAndVerify(app)));
    const answers = await Promise.all(crowd.map((m) => followIt(m.token, star.user.id)));
    const seen = answers.map((res) => res.body.data.followersCount as number).sort((a, b) => a - b);
    expect(seen.every((n) => n >= 2 && n <= 6)).toBe(true);
    expect(seen.at(-1)).toBe(6);
    expect(await profile(star.token)).toMatchObject({ followersCount: 6 });
    await Promise.all(crowd.map((m) => unfollowIt(m.token, star.user.id)));
    expect(await profile(star.token)).toMatchObject({ followersCount: 1 });
  });

  it('follows only verified, active members, but lets anyone be unfollowed', async () => {
    const [fan, gone] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const unverified = await registerMember(app);
    const unverifiedId = (await app.ctx.db.models.User.findOne({ where: { email: unverified.email } }))!.id;
    expect((await followIt(fan.token, unverifiedId)).status).toBe(404);
    await followIt(fan.token, gone.user.id).expect(200);
    await deactivate(app, gone.user.id);
    expect((await followIt(fan.token, gone.user.id)).body.code).toBe('user_not_found');
    const res = await unfollowIt(fan.token, gone.user.id);
    expect(res.body).toEqual({ success: true, data: { isFollowing: false, followersCount: 0 } });
    expect(await app.ctx.db.models.Follow.count({ where: { followerId: fan.user.id } })).toBe(0);
  });

  it('needs a token', async () => {
    expect((await app.request.post(`/api/users/follow/${newId()}`)).status).toBe(401);
    expect((await app.request.post(`/api/users/unfollow/${newId()}`)).status).toBe(401);
  });
});

describe('GET /api/users/search', () => {
  const search = (token: string, query: string) =>
    app.request.get(`/api/users/search?${query}`).set(bearer(token));
  const names = (res: { body: { data: { users: PublicUserDto[] } } }) =>
    res.body.data.users.map((u) => u.username);

  it('matches the start of the username, first or last name in any case, never the searcher or the unverified', async () => {
    const stem = uniqueName();
    const searcher = await registerAndVerify(app, { firstName: stem, username: `${stem}_me` });
    const byUsername = await registerAndVerify(app, { username: `${stem}_one` });
    const byFirst = await registerAndVerify(app, {
      firstName: `${stem}ia`,
      username: `zz${stem.slice(0, 6)}2`,
    });
    const byLast = await registerAndVerify(app, {
      lastName: `${stem.toUpperCase()}son`,
      username: `zz${stem.slice(0, 6)}3`,
    });
    await registerAndVerify(app, { username: `x${stem}` });
    await registerMember(app, { username: `${stem}_unverified` });
    await followIt(searcher.token, byFirst.user.id).expect(200);

    const res = await search(searcher.token, `q=${stem.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(names(res).sort()).toEqual([byUsername.username, byFirst.username, byLast.username].sort());
    const found = res.body.data.users as PublicUserDto[];
    expect(found.find((u) => u.id === byFirst.user.id)).toMatchObject({
      isFollowing: true,
      followersCount: 1,
    });
    expect(found.find((u) => u.id === byUsername.user.id)).toMatchObject({ isFollowing: false });
    expect(JSON.stringify(found)).not.toContain('@example.com');
  });

  it('takes % and _ literally and honours the limit (10 by default, at most 20)', async () => {
    const stem = uniqueName();
    const searcher = await registerAndVerify(app);
    for (let i = 0; i < 12; i++) await registerAndVerify(app, { username: `${stem}_${i}` });
    expect(names(await search(searcher.token, `q=${stem}`))).toHaveLength(10);
    expect(names(await search(searcher.token, `q=${stem}&limit=20`))).toHaveLength(12);
    expect(names(await search(searcher.token, `q=${stem}&limit=3`))).toHaveLength(3);
    expect(names(await search(searcher.token, `q=${stem.slice(0, 3)}_${stem.slice(4)}`))).toEqual([]);
    expect(names(await search(searcher.token, 'q=%25%25'))).toEqual([]);
    expect(names(await search(searcher.token, `q=${stem}_1`)).sort()).toEqual([
      `${stem}_1`,
      `${stem}_10`,
      `${stem}_11`,
    ]);
  });

  it('matches the full name, and an email only as a whole address, never showing the email', async () => {
    const stem = uniqueName();
    const searcher = await registerAndVerify(app);
    const named = await registerAndVerify(app, { firstName: stem, lastName: 'Quinn' });
    const mailed = await registerAndVerify(app, { email: `${stem}.box@example.com` });
    const full = await search(searcher.token, `q=${encodeURIComponent(`${stem} qu`)}`);
    expect(names(full)).toEqual([named.username]);
    expect(names(await search(searcher.token, `q=${encodeURIComponent(`${stem} x`)}`))).toEqual([]);
    for (const prefix of [`${stem}.b`, `${stem}.box@`, `${stem}.box@example.co`]) {
      expect(names(await search(searcher.token, `q=${encodeURIComponent(prefix)}`))).toEqual([]);
    }
    const byEmail = await search(
      searcher.token,
      `q=${encodeURIComponent(`${stem.toUpperCase()}.Box@Example.com`)}`,
    );
    expect(names(byEmail)).toEqual([mailed.username]);
    expect(JSON.stringify(byEmail.body)).not.toContain('example.com');
  });

  it('pages with page and hasMore, and leaves out deactivated members', async () => {
    const stem = uniqueName();
    const searcher = await registerAndVerify(app);
    const found = [];
    for (let i = 0; i < 5; i++) found.push(await registerAndVerify(app, { username: `${stem}_${i}` }));
    const first = await search(searcher.token, `q=${stem}&limit=2`);
    expect(first.body.data).toMatchObject({ hasMore: true });
    expect(names(first)).toEqual([`${stem}_0`, `${stem}_1`]);
    const last = await search(searcher.token, `q=${stem}&limit=2&page=3`);
    expect(names(last)).toEqual([`${stem}_4`]);
    expect(last.body.data.hasMore).toBe(false);
    await deactivate(app, found[2]!.user.id);
    expect(names(await search(searcher.token, `q=${stem}`))).toEqual([0, 1, 3, 4].map((i) => `${stem}_${i}`));
  });

  it('is safe with quotes and backslashes', async () => {
    const member = await registerAndVerify(app);
    for (const q of ["o'brien", '%5C%5C', '%22%3B--', "'%25"]) {
      const res = await search(member.token, `q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        users: [],
        hasMore: false,
        pagination: { page: 1, limit: 10, hasMore: false },
      });
    }
  });

  it.each([
    ['q=ab&page=0', 'page', undefined],
    ['q=a', 'q', 'Search needs at least 2 characters'],
    ['', 'q', 'Search needs at least 2 characters'],
    ['q=ab&limit=21', 'limit', undefined],
    ['q=ab&limit=0', 'limit', undefined],
  ])('refuses %s', async (query, path, msg) => {
    const member = await registerAndVerify(app);
    const res = await search(member.token, query);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    if (msg) expect(res.body.errors[0].msg).toBe(msg);
  });

  it('needs a token', async () => {
    expect((await app.request.get('/api/users/search?q=ada')).status).toBe(401);
  });
});
