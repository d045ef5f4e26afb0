import crypto from 'node:crypto';
import { RESET_TOKEN_TTL_SECONDS, SUCCESS_MESSAGES } from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  logIn,
  mailedResetToken,
  registerAndVerify,
  registerMember,
} from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://flock.example/' });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'BrandNew456';
const forgot = (email: string) => app.request.post('/api/auth/forgot-password').send({ email });
const reset = (token: string, password = NEW_PASSWORD) =>
  app.request.post('/api/auth/reset-password').send({ token, password });
const GENERIC = { success: true, message: SUCCESS_MESSAGES.passwordResetRequested, data: null };

async function requestToken(email: string): Promise<string> {
  const after = app.mail.messages.length;
  const res = await forgot(email);
  expect(res.body).toEqual(GENERIC);
  return mailedResetToken(app, email, after);
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a single-use link to the public URL and stores only the token hash', async () => {
    const member = await registerAndVerify(app);
    const after = app.mail.messages.length;
    const res = await forgot(`  ${member.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(GENERIC);

    const mail = await app.mail.waitFor(member.email, { after });
    expect(mail.text).toMatch(/https:\/\/flock\.example\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail.html).toContain('https://flock.example/reset-password?token=');
    const token = await mailedResetToken(app, member.email, after);
    const rows = await app.ctx.db.models.PasswordResetToken.findAll({ where: { userId: member.user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.usedAt).toBeNull();
  });

  it('answers the same for an unknown email and creates nothing', async () => {
    const before = await app.ctx.db.models.PasswordResetToken.count();
    const res = await forgot('nobody.forgot@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(GENERIC);
    expect(await app.ctx.db.models.PasswordResetToken.count()).toBe(before);
  });

  it('sends nothing for a deactivated account', async () => {
    const member = await registerAndVerify(app);
    await app.ctx.db.models.User.update({ isActive: false }, { where: { id: member.user.id } });
    const res = await forgot(member.email);
    expect(res.body).toEqual(GENERIC);
    expect(await app.ctx.db.models.PasswordResetToken.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it.each([
    ['', 'Email address is required'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('validates %j', async (email, msg) => {
    const res = await forgot(email);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'email', msg }]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('changes the password, uses the token up and ends every session', async () => {
    const member = await registerAndVerify(app);
    const second = await logIn(app, member.email, member.password);
    const token = await requestToken(member.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: SUCCESS_MESSAGES.passwordReset, data: null });

    for (const old of [member.token, second]) {
      const profile = await app.request.get('/api/auth/profile').set(bearer(old));
      expect(profile.status).toBe(401);
      expect(profile.body.code).toBe('session_expired');
    }
    const oldPassword = await app.request
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(oldPassword.status).toBe(400);
    expect(oldPassword.body.code).toBe('invalid_credentials');
    await logIn(app, member.email, NEW_PASSWORD);

    const again = await reset(token, 'Another789');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'invalid_reset_token',
      message: 'Invalid or expired reset token',
    });
  });

  it('refuses an unknown token', async () => {
    const res = await reset(crypto.randomBytes(32).toString('base64url'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_reset_token');
  });

  it('accepts a link for 10 minutes and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2034-01-01T09:00:00Z').getTime();
    vi.setSystemTime(start);
    const inTime = await registerAndVerify(app);
    const tooLate = await registerAndVerify(app);
    const inTimeToken = await requestToken(inTime.email);
    const tooLateToken = await requestToken(tooLate.email);

    vi.setSystemTime(start + RESET_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await reset(inTimeToken)).status).toBe(200);
    vi.setSystemTime(start + RESET_TOKEN_TTL_SECONDS * 1000);
    const expired = await reset(tooLateToken);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('invalid_reset_token');
  });

  it('keeps only the newest link working', async () => {
    const member = await registerAndVerify(app);
    const first = await requestToken(member.email);
    const second = await requestToken(member.email);
    expect((await reset(first)).body.code).toBe('invalid_reset_token');
    expect((await reset(second)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token through', async () => {
    const member = await registerAndVerify(app);
    const token = await requestToken(member.email);
    const results = await Promise.all([reset(token, 'RaceOne111'), reset(token, 'RaceTwo222')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('counts the email as verified after a reset of an unverified account', async () => {
    const member = await registerMember(app);
    const token = await requestToken(member.email);
    expect((await reset(token)).status).toBe(200);
    const res = await app.request
      .post('/api/auth/login')
      .send({ email: member.email, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user.isEmailVerified).toBe(true);
  });

  it.each([
    [
      { password: NEW_PASSWORD },
      'token',
      'Invalid or missing reset token. Please request a new password reset link.',
    ],
    [{ token: 'abc' }, 'password', 'Password is required'],
    [{ token: 'abc', password: 'Ab1' }, 'password', 'Password must be at least 6 characters long'],
    [
      { token: 'abc', password: 'lowercase1' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ])('validates %j', async (body, path, msg) => {
    const res = await app.request.post('/api/auth/reset-password').send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path, msg }]);
  });
});
