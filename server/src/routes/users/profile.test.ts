import type { ProfileUserDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { deactivate, setProfileVisibility } from '../../../test/people.js';
import { createPost, follow } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const profile = (token: string, key: string) =>
  app.request.get(`/api/users/profile/${key}`).set(bearer(token));

describe('GET /api/users/profile/:idOrUsername', () => {
  it("answers another member's header by id and by username in any case, without email or settings", async () => {
    const [viewer, member, fan] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app, { firstName: 'Grace', lastName: 'Hopper' }),
      registerAndVerify(app),
    ]);
    await app.request
      .put('/api/auth/profile')
      .set(bearer(member.token))
      .send({ firstName: 'Grace', lastName: 'Hopper', bio: 'Compilers' })
      .expect(200);
    await follow(app, viewer.token, member.user.id);
    await follow(app, fan.token, member.user.id);
    await follow(app, member.token, fan.user.id);
    await createPost(app, member.token);
    await createPost(app, member.token, { privacy: 'private' });

    for (const key of [member.user.id, member.username, member.username.toUpperCase()]) {
      const res = await profile(viewer.token, key);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const user = res.body.data.user as ProfileUserDto;
      expect(user).toEqual({
        id: member.user.id,
        _id: member.user.id,
        firstName: 'Grace',
        lastName: 'Hopper',
        fullName: 'Grace Hopper',
        username: member.username,
        bio: 'Compilers',
        profilePicture: null,
        createdAt: member.user.createdAt,
        followersCount: 2,
        followingCount: 1,
        // The private post is counted for its author only.
        postsCount: 1,
        isFollowing: true,
        isPremium: false,
        subscriptionType: 'basic',
        profileVisibility: 'public',
        canViewPosts: true,
        canViewFollowLists: true,
      });
      expect(JSON.stringify(res.body)).not.toContain(member.email);
    }
    const asSelf = (await profile(member.token, member.user.id)).body.data.user as ProfileUserDto;
    expect(asSelf.postsCount).toBe(2);
    const asFan = (await profile(fan.token, member.user.id)).body.data.user as ProfileUserDto;
    expect(asFan.isFollowing).toBe(true);
    const asStranger = (await profile(member.token, viewer.user.id)).body.data.user as ProfileUserDto;
    expect(asStranger).toMatchObject({ isFollowing: false, followersCount: 0, followingCount: 1 });
  });

  it('shows the member their own profile with their email', async () => {
    const member = await registerAndVerify(app);
    const res = await profile(member.token, member.username);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      id: member.user.id,
      email: member.email,
      isFollowing: false,
      canViewPosts: true,
      canViewFollowLists: true,
    });
    expect(res.body.data.user.settings).toBeUndefined();
  });

  it.each([
    ['public', { stranger: [true, true], follower: [true, true] }],
    ['followers', { stranger: [false, true], follower: [true, true] }],
    ['private', { stranger: [false, false], follower: [true, false] }],
  ] as const)(
    'a %s profile keeps its header open and says what else the viewer may see',
    async (visibility, expected) => {
      const [member, stranger, follower] = await Promise.all([
        registerAndVerify(app),
        registerAndVerify(app),
        registerAndVerify(app),
      ]);
      await follow(app, follower.token, member.user.id);
      await setProfileVisibility(app, member.token, visibility);
      for (const [role, token] of [
        ['stranger', stranger.token],
        ['follower', follower.token],
      ] as const) {
        const res = await profile(token, member.user.id);
        expect(res.status).toBe(200);
        const [canViewPosts, canViewFollowLists] = expected[role];
        expect(res.body.data.user).toMatchObject({
          profileVisibility: visibility,
          canViewPosts,
          canViewFollowLists,
          firstName: member.firstName,
          followersCount: 1,
        });
        expect(res.body.data.user.email).toBeUndefined();
      }
      const own = await profile(member.token, member.user.id);
      expect(own.body.data.user).toMatchObject({ canViewPosts: true, canViewFollowLists: true });
    },
  );

  it('answers 404 for unknown, unverified and deactivated members', async () => {
    const viewer = await registerAndVerify(app);
    const unverified = await registerMember(app);
    const gone = await registerAndVerify(app);
    await deactivate(app, gone.user.id);
    for (const key of [
      newId(),
      'nobody_here',
      "o'brien%",
      unverified.username,
      gone.user.id,
      gone.username,
    ]) {
      const res = await profile(viewer.token, encodeURIComponent(key));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'user_not_found', message: 'User not found' });
    }
  });

  it('needs a token', async () => {
    const member = await registerAndVerify(app);
    const res = await app.request.get(`/api/users/profile/${member.user.id}`);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('settings stay private', () => {
  it('no other member can read them through any people endpoint', async () => {
    const [viewer, member] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    await app.request
      .put('/api/settings')
      .set(bearer(member.token))
      .send({ emailNotifications: false, pushNotifications: true, twoFactorEnabled: true })
      .expect(200);
    await follow(app, member.token, viewer.user.id);
    const bodies = await Promise.all(
      [
        `/api/users/profile/${member.user.id}`,
        `/api/users/${viewer.user.id}/followers`,
        `/api/users/search?q=${member.username}`,
        `/api/users/explore?q=${member.username}`,
      ].map(async (path) => {
        const res = await app.request.get(path).set(bearer(viewer.token));
        expect(res.status, path).toBe(200);
        return JSON.stringify(res.body);
      }),
    );
    for (const body of bodies) {
      expect(body).toContain(member.user.id);
      for (const secret of ['emailNotifications', 'pushNotifications', 'twoFactorEnabled', 'settings']) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toContain(member.email);
    }
    const own = await app.request.get('/api/settings').set(bearer(viewer.token));
    expect(own.body.data.settings).toMatchObject({ emailNotifications: true, twoFactorEnabled: false });
  });
});
