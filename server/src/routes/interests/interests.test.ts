import { INTERESTS_MINIMUM_MESSAGE, MIN_INTERESTS, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SPEC_ICONS = [
  'Trophy',
  'Cpu',
  'Users',
  'Film',
  'Briefcase',
  'Shirt',
  'UtensilsCrossed',
  'Plane',
  'Gamepad2',
  'Music',
  'Heart',
  'GraduationCap',
  'Palette',
  'Microscope',
  'Camera',
];
const FIVE = ['sports', 'technology', 'community', 'movies', 'business'];

const completion = (token: string) => app.request.get('/api/interests/check-completion').set(bearer(token));
const select = (token: string, categoryIds: unknown) =>
  app.request.post('/api/interests/select').set(bearer(token)).send({ categoryIds });

describe('GET /api/interests/categories', () => {
  it('lists the 15 categories in order to anyone', async () => {
    const res = await app.request.get('/api/interests/categories');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.interestCategoriesLoaded);
    expect(res.body.data).toHaveLength(15);
    expect(res.body.data.map((c: { icon: string }) => c.icon)).toEqual(SPEC_ICONS);
    expect(res.body.data[1]).toEqual({ id: 'technology', name: 'Technology', icon: 'Cpu' });
  });
});

describe('choosing interests', () => {
  it('starts incomplete, then saves at least 5 and reports completion', async () => {
    const member = await registerAndVerify(app);
    const before = await completion(member.token);
    expect(before.body.data).toEqual({
      hasCompletedInterests: false,
      meetsMinimumRequirement: false,
      selectedCount: 0,
      minimumRequired: MIN_INTERESTS,
    });
    const mine = await app.request.get('/api/interests/user').set(bearer(member.token));
    expect(mine.body.data).toEqual({ categoryIds: [], categories: [] });

    const res = await select(member.token, [
      'business',
      'movies',
      'sports',
      'technology',
      'community',
      'sports',
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.interestsSaved);
    expect(res.body.data.categoryIds).toEqual(FIVE);
    expect(res.body.data.categories[0]).toEqual({ id: 'sports', name: 'Sports', icon: 'Trophy' });

    const after = await completion(member.token);
    expect(after.body.data).toEqual({
      hasCompletedInterests: true,
      meetsMinimumRequirement: true,
      selectedCount: 5,
      minimumRequired: MIN_INTERESTS,
    });
    const user = await app.ctx.db.models.User.findByPk(member.user.id);
    expect(user!.interestsCompletedAt).toBeInstanceOf(Date);
  });

  it('replaces the whole set with PUT /interests/update', async () => {
    const member = await registerAndVerify(app);
    await select(member.token, FIVE);
    const next = ['music', 'art', 'science', 'travel', 'food', 'gaming'];
    const res = await app.request
      .put('/api/interests/update')
      .set(bearer(member.token))
      .send({ categoryIds: next });
    expect(res.status).toBe(200);
    expect(res.body.data.categoryIds).toEqual(['food', 'travel', 'gaming', 'music', 'art', 'science']);
    const mine = await app.request.get('/api/interests/user').set(bearer(member.token));
    expect(mine.body.data.categoryIds).toEqual(res.body.data.categoryIds);
    expect((await completion(member.token)).body.data.selectedCount).toBe(6);
  });

  it.each([
    [['sports', 'technology', 'community', 'movies']],
    [['sports', 'sports', 'sports', 'sports', 'sports']],
    [[]],
    ['sports'],
    [undefined],
  ])('refuses %j with the minimum message', async (categoryIds) => {
    const member = await registerAndVerify(app);
    const res = await select(member.token, categoryIds);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'categoryIds', msg: INTERESTS_MINIMUM_MESSAGE }]);
    expect(res.body.errors[0].msg).toBe('Please select at least 5 interests to continue');
  });

  it('refuses unknown ids and changes nothing', async () => {
    const member = await registerAndVerify(app);
    await select(member.token, FIVE);
    const res = await select(member.token, ['music', 'art', 'science', 'travel', 'knitting']);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('unknown_interest');
    expect(res.body.errors).toEqual([{ path: 'categoryIds', msg: expect.stringContaining('knitting') }]);
    const mine = await app.request.get('/api/interests/user').set(bearer(member.token));
    expect(mine.body.data.categoryIds).toEqual(FIVE);
  });

  it('keeps an unknown id on a first try from counting as completion', async () => {
    const member = await registerAndVerify(app);
    await select(member.token, [...FIVE.slice(0, 4), 'knitting']);
    expect((await completion(member.token)).body.data).toMatchObject({
      hasCompletedInterests: false,
      selectedCount: 0,
    });
  });

  it('needs a token for everything but the categories', async () => {
    expect((await app.request.get('/api/interests/user')).status).toBe(401);
    expect((await app.request.get('/api/interests/check-completion')).status).toBe(401);
    expect((await app.request.post('/api/interests/select').send({ categoryIds: FIVE })).status).toBe(401);
    expect((await app.request.put('/api/interests/update').send({ categoryIds: FIVE })).status).toBe(401);
  });

  it('shows each member only their own interests', async () => {
    const a = await registerAndVerify(app);
    const b = await registerAndVerify(app);
    await select(a.token, FIVE);
    const mine = await app.request.get('/api/interests/user').set(bearer(b.token));
    expect(mine.body.data.categoryIds).toEqual([]);
  });
});
