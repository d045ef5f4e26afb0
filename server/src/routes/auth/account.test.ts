import fs from 'node:fs';
import path from 'node:path';
import { SUCCESS_MESSAGES } from '@flock/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, newMemberInput, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const deleteAccount = (token: string, body: object) =>
  app.request.delete('/api/auth/account').set(bearer(token)).send(body);

describe('DELETE /api/auth/account', () => {
  it('deletes the member, their sessions, interests, reset links and avatar, and ends every token', async () => {
    const member = await registerAndVerify(app);
    const otherDevice = await logIn(app, member.email, member.password);
    const { models } = app.ctx.db;
    const picture = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#0a0b0c' } })
      .png()
      .toBuffer();
    const avatar = await app.request
      .put('/api/auth/profile-image')
      .set(bearer(member.token))
      .attach('profilePicture', picture, 'me.png');
    const avatarFile = path.join(
      app.ctx.media.root,
      String(avatar.body.data.user.profilePicture).slice('/media/'.length),
    );
    expect(fs.existsSync(avatarFile)).toBe(true);
    const ids = ['sports', 'technology', 'community', 'movies', 'business'];
    await app.request.post('/api/interests/select').set(bearer(member.token)).send({ categoryIds: ids });
    await app.request.post('/api/auth/forgot-password').send({ email: member.email });

    const res = await deleteAccount(member.token, { password: member.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: SUCCESS_MESSAGES.accountDeleted, data: null });

    const userId = member.user.id;
    expect(await models.User.findByPk(userId)).toBeNull();
    expect(await models.Session.count({ where: { userId } })).toBe(0);
    expect(await models.UserInterest.count({ where: { userId } })).toBe(0);
    expect(await models.PasswordResetToken.count({ where: { userId } })).toBe(0);
    expect(fs.existsSync(avatarFile)).toBe(false);

    for (const token of [member.token, otherDevice]) {
      const profile = await app.request.get('/api/auth/profile').set(bearer(token));
      expect(profile.status).toBe(401);
      expect(profile.body.code).toBe('session_expired');
    }
    const login = await app.request
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe('invalid_credentials');

    const again = await app.request
      .post('/api/auth/register')
      .send(newMemberInput({ email: member.email, username: member.username }));
    expect(again.status).toBe(201);
  });

  it('refuses a wrong password with 400 (not 401) and a field error, and keeps the account', async () => {
    const member = await registerAndVerify(app);
    const res = await deleteAccount(member.token, { password: 'NotMine123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'incorrect_password',
      message: 'Incorrect password',
      errors: [{ path: 'password', msg: 'Incorrect password' }],
    });
    expect((await app.request.get('/api/auth/profile').set(bearer(member.token))).status).toBe(200);
  });

  it('asks for the password', async () => {
    const member = await registerAndVerify(app);
    for (const body of [{}, { password: '' }]) {
      const res = await deleteAccount(member.token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'password', msg: 'Please enter your password' }]);
    }
  });

  it('needs a token', async () => {
    const res = await app.request.delete('/api/auth/account').send({ password: 'Secret123' });
    expect(res.status).toBe(401);
  });
});
