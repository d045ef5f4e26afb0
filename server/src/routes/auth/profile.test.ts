import { SUCCESS_MESSAGES, type SelfUserDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
let member: Awaited<ReturnType<typeof registerAndVerify>>;
beforeAll(async () => {
  app = await createTestApp();
  member = await registerAndVerify(app);
});
afterAll(() => app.close());

const PROFILE_FIELDS: Array<keyof SelfUserDto> = [
  'id',
  '_id',
  'firstName',
  'lastName',
  'fullName',
  'username',
  'email',
  'bio',
  'profilePicture',
  'createdAt',
  'followersCount',
  'followingCount',
  'postsCount',
  'isFollowing',
  'isPremium',
  'subscriptionType',
  'subscriptionStatus',
  'subscriptionStartDate',
  'subscriptionEndDate',
  'subscriptionCurrentPeriodStart',
  'subscriptionCurrentPeriodEnd',
  'subscriptionCanceledAt',
  'theme',
  'isEmailVerified',
  'settings',
];

describe('GET /api/auth/profile', () => {
  it("returns the member's own record and nothing secret", async () => {
    const res = await app.request.get('/api/auth/profile').set(bearer(member.token));
    expect(res.status).toBe(200);
    const user = res.body.data.user as SelfUserDto;
    expect(Object.keys(user).sort()).toEqual([...PROFILE_FIELDS].sort());
    expect(user).toMatchObject({
      _id: user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      username: member.username,
      email: member.email,
      bio: '',
      profilePicture: null,
      followersCount: 0,
      followingCount: 0,
      postsCount: 0,
      isFollowing: false,
      isPremium: false,
      subscriptionType: 'basic',
      subscriptionStatus: null,
      subscriptionEndDate: null,
      theme: 'dark',
      isEmailVerified: true,
      settings: {
        emailNotifications: true,
        pushNotifications: false,
        profileVisibility: 'public',
        twoFactorEnabled: false,
      },
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    const stored = await app.ctx.db.models.User.findByPk(user.id);
    expect(JSON.stringify(res.body)).not.toContain(stored!.passwordHash);
  });

  it('needs a token', async () => {
    expect((await app.request.get('/api/auth/profile')).status).toBe(401);
  });
});

describe('PUT /api/auth/profile', () => {
  const put = (body: object, token = member.token) =>
    app.request.put('/api/auth/profile').set(bearer(token)).send(body);

  it('saves names and bio, trimmed', async () => {
    const res = await put({ firstName: '  Grace ', lastName: 'Hopper', bio: '  Compilers.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.profileUpdated);
    expect(res.body.data.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      bio: 'Compilers.',
    });
    const again = await app.request.get('/api/auth/profile').set(bearer(member.token));
    expect(again.body.data.user.bio).toBe('Compilers.');
  });

  it.each([
    [{ lastName: 'Hopper' }, 'firstName', 'First name is required'],
    [{ firstName: 'G', lastName: 'Hopper' }, 'firstName', 'First name must be at least 2 characters'],
    [{ firstName: 'Grace', lastName: 'H0pper' }, 'lastName', 'Last name can only contain letters and spaces'],
    [
      { firstName: 'Grace', lastName: 'Hopper', bio: 'x'.repeat(501) },
      'bio',
      'Bio must be 500 characters or less',
    ],
  ])('validates %j', async (body, path, msg) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, msg }]);
  });

  it('accepts a bio of exactly 500 characters', async () => {
    const res = await put({ firstName: 'Grace', lastName: 'Hopper', bio: 'b'.repeat(500) });
    expect(res.status).toBe(200);
    expect(res.body.data.user.bio).toHaveLength(500);
  });

  it('needs a token', async () => {
    const res = await app.request.put('/api/auth/profile').send({ firstName: 'Grace', lastName: 'Hopper' });
    expect(res.status).toBe(401);
  });
});

describe('/api/auth/theme', () => {
  it('starts dark and stores light or dark', async () => {
    const other = await registerAndVerify(app);
    const initial = await app.request.get('/api/auth/theme').set(bearer(other.token));
    expect(initial.body).toEqual({ success: true, theme: 'dark', data: { theme: 'dark' } });

    const put = await app.request.put('/api/auth/theme').set(bearer(other.token)).send({ theme: 'light' });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ theme: 'light' });
    const after = await app.request.get('/api/auth/theme').set(bearer(other.token));
    expect(after.body.data).toEqual({ theme: 'light' });
    const profile = await app.request.get('/api/auth/profile').set(bearer(other.token));
    expect(profile.body.data.user.theme).toBe('light');
  });

  it('refuses any other theme', async () => {
    const res = await app.request.put('/api/auth/theme').set(bearer(member.token)).send({ theme: 'blue' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'theme', msg: "Theme must be 'light' or 'dark'" }]);
  });

  it('needs a token', async () => {
    expect((await app.request.get('/api/auth/theme')).status).toBe(401);
    expect((await app.request.put('/api/auth/theme').send({ theme: 'light' })).status).toBe(401);
  });
});
