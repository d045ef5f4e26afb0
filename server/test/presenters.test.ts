import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentPublicUser } from '../src/presenters/presentPublicUser.js';
import { presentSelf } from '../src/presenters/presentSelf.js';
import { createTestApp, type TestApp } from './testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const buildUser = () =>
  app.ctx.db.models.User.build({
    id: '0190a0b0-0000-7000-8000-000000000001',
    email: 'grace@example.com',
    username: 'grace',
    usernameLower: 'grace',
    passwordHash: '$argon2id$secret-hash',
    firstName: 'Grace',
    lastName: 'Hopper',
    verificationCodeHash: 'f'.repeat(64),
    subscriptionType: 'premium',
    subscriptionEndDate: new Date('2030-01-01T00:00:00Z'),
    createdAt: new Date('2029-01-01T00:00:00Z'),
  });

describe('presentPublicUser', () => {
  it("never shows another member's email, settings or secrets", () => {
    const dto = presentPublicUser(buildUser());
    const text = JSON.stringify(dto);
    expect(dto).not.toHaveProperty('email');
    expect(dto).not.toHaveProperty('settings');
    expect(text).not.toContain('grace@example.com');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('f'.repeat(64));
    expect(dto).toMatchObject({ _id: dto.id, fullName: 'Grace Hopper', isPremium: true, isFollowing: false });
  });

  it('takes real counts and the follow state when given', () => {
    const dto = presentPublicUser(buildUser(), {
      counts: { followers: 3, following: 2, posts: 9 },
      isFollowing: true,
    });
    expect(dto).toMatchObject({ followersCount: 3, followingCount: 2, postsCount: 9, isFollowing: true });
  });
});

describe('presentSelf', () => {
  it('adds the private fields of the own record, dates as ISO strings', () => {
    const dto = presentSelf(buildUser(), { followers: 1, following: 0, posts: 4 });
    expect(dto).toMatchObject({
      email: 'grace@example.com',
      isEmailVerified: false,
      isPremium: true,
      subscriptionType: 'premium',
      subscriptionEndDate: '2030-01-01T00:00:00.000Z',
      subscriptionStartDate: null,
      createdAt: '2029-01-01T00:00:00.000Z',
      followersCount: 1,
      postsCount: 4,
      theme: 'dark',
    });
    expect(JSON.stringify(dto)).not.toMatch(/argon2|f{64}/);
  });
});
