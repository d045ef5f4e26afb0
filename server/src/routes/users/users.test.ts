import crypto from 'node:crypto';
import type { PublicUserDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify, registerMember } from '../../../test/accounts.js';
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
/** Letters only, so it is a valid first name. */
const uniqueName = () => [...crypto.randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

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

  it.each([
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
