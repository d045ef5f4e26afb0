import { SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, logIn, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const login = (body: object) => app.request.post('/api/auth/login').send(body);
const profile = (token?: string) => {
  const req = app.request.get('/api/auth/profile');
  return token === undefined ? req : req.set(bearer(token));
};

describe('POST /api/auth/login', () => {
  it('signs a verified member in with a token bound to a new session', async () => {
    const member = await registerAndVerify(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2033-03-01T12:00:00Z').getTime();
    vi.setSystemTime(now);
    const res = await login({ email: ` ${member.email.toUpperCase()} `, password: member.password }).set(
      'User-Agent',
      'FlockTest/1.0',
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.loggedIn);
    expect(res.body.data.user).toMatchObject({ email: member.email, isEmailVerified: true });
    expect((await profile(res.body.data.token)).status).toBe(200);

    const sessions = await app.ctx.db.models.Session.findAll({ where: { userId: member.user.id } });
    expect(sessions).toHaveLength(2);
    const session = sessions.find((s) => s.userAgent === 'FlockTest/1.0');
    expect(session).toBeDefined();
    expect(session!.expiresAt.getTime()).toBe(now + app.ctx.env.JWT_EXPIRES_IN_SECONDS * 1000);
    expect(JSON.stringify(res.body)).not.toContain(member.password);
    expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
  });

  it('gives the same 400 for a wrong password and an unknown email, both checked against a hash', async () => {
    const member = await registerAndVerify(app);
    const verify = vi.spyOn(app.ctx.passwords, 'verify');
    const wrong = await login({ email: member.email, password: 'Wrong1234' });
    const unknown = await login({ email: 'no.such.member@example.com', password: 'Wrong1234' });
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'invalid_credentials',
        message: 'Invalid email or password',
      });
    }
  });

  it('answers 403 Email not verified for an unverified member with the right password only', async () => {
    const member = await registerMember(app);
    const res = await login({ email: member.email, password: member.password });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'email_not_verified', message: 'Email not verified' });
    const wrong = await login({ email: member.email, password: 'Wrong1234' });
    expect(wrong.status).toBe(400);
  });

  it('answers 403 account_deactivated for a deactivated member', async () => {
    const member = await registerAndVerify(app);
    await app.ctx.db.models.User.update({ isActive: false }, { where: { id: member.user.id } });
    const res = await login({ email: member.email, password: member.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_deactivated');
    expect(res.body.message).toContain('Account is deactivated');
    const existing = await profile(member.token);
    expect(existing.status).toBe(403);
    expect(existing.body.code).toBe('account_deactivated');
  });

  it.each([
    [{ password: 'x' }, 'email', 'Email is required'],
    [{ email: 'bad', password: 'x' }, 'email', 'Email is invalid'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
  ])('validates %j', async (body, path, msg) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, msg }]);
  });
});

describe('the bearer token', () => {
  it('is required on member-only routes (401 not_authenticated)', async () => {
    const res = await profile();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'not_authenticated' });
  });

  it('is refused when forged or malformed (401 session_expired)', async () => {
    const forged = await profile('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('session_expired');
    expect(forged.body.message).toBe('Session expired. Please login again.');
  });

  it('stops working when its session has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2033-01-01T00:00:00Z'));
    const member = await registerAndVerify(app);
    vi.setSystemTime(Date.now() + app.ctx.env.JWT_EXPIRES_IN_SECONDS * 1000 + 1000);
    const res = await profile(member.token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('session_expired');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes only this session', async () => {
    const member = await registerAndVerify(app);
    const other = await logIn(app, member.email, member.password);

    const res = await app.request.post('/api/auth/logout').set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: SUCCESS_MESSAGES.loggedOut, data: null });

    const revoked = await profile(member.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('session_expired');
    expect((await profile(other)).status).toBe(200);
    const again = await app.request.post('/api/auth/logout').set(bearer(member.token));
    expect(again.status).toBe(401);
  });

  it('needs a token', async () => {
    const res = await app.request.post('/api/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('not_authenticated');
  });
});
