import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { grantPremium } from '../../../test/premium.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DEFAULTS = {
  emailNotifications: true,
  pushNotifications: false,
  profileVisibility: 'public',
  twoFactorEnabled: false,
};

describe('/api/settings', () => {
  it('starts with the spec defaults', async () => {
    const member = await registerAndVerify(app);
    const res = await app.request.get('/api/settings').set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { settings: DEFAULTS } });
  });

  it('changes only the settings sent', async () => {
    const member = await registerAndVerify(app);
    await grantPremium(app, member.user.id);
    const put = (body: object) => app.request.put('/api/settings').set(bearer(member.token)).send(body);

    const first = await put({ pushNotifications: true });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SUCCESS_MESSAGES.settingsUpdated);
    expect(first.body.data.settings).toEqual({ ...DEFAULTS, pushNotifications: true });

    const second = await put({
      profileVisibility: 'followers',
      twoFactorEnabled: true,
      emailNotifications: false,
    });
    expect(second.body.data.settings).toEqual({
      emailNotifications: false,
      pushNotifications: true,
      profileVisibility: 'followers',
      twoFactorEnabled: true,
    });
    const nothing = await put({});
    expect(nothing.body.data.settings).toEqual(second.body.data.settings);
    const read = await app.request.get('/api/settings').set(bearer(member.token));
    expect(read.body.data.settings).toEqual(second.body.data.settings);
    const profile = await app.request.get('/api/auth/profile').set(bearer(member.token));
    expect(profile.body.data.user.settings).toEqual(second.body.data.settings);
  });

  it.each([
    [
      { profileVisibility: 'everyone' },
      'profileVisibility',
      'Profile visibility must be public, followers or private',
    ],
    [{ pushNotifications: 'yes' }, 'pushNotifications', 'pushNotifications must be true or false'],
  ])('validates %j', async (body, path, msg) => {
    const member = await registerAndVerify(app);
    const res = await app.request.put('/api/settings').set(bearer(member.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, msg }]);
  });

  it('keeps profile visibility other than public for premium members (advanced privacy controls)', async () => {
    const member = await registerAndVerify(app);
    const put = (body: object) => app.request.put('/api/settings').set(bearer(member.token)).send(body);
    for (const profileVisibility of ['followers', 'private']) {
      const refused = await put({ profileVisibility, pushNotifications: true });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'premium_required',
        message: ERROR_MESSAGES.premium_required,
        errors: [{ path: 'profileVisibility', msg: ERROR_MESSAGES.premium_required }],
      });
    }
    const read = await app.request.get('/api/settings').set(bearer(member.token));
    expect(read.body.data.settings).toEqual(DEFAULTS);
    expect((await put({ profileVisibility: 'public' })).status).toBe(200);

    await grantPremium(app, member.user.id);
    const chosen = await put({ profileVisibility: 'private' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.settings.profileVisibility).toBe('private');
  });

  it('needs a token', async () => {
    expect((await app.request.get('/api/settings')).status).toBe(401);
    expect((await app.request.put('/api/settings').send({ pushNotifications: true })).status).toBe(401);
  });
});
