import {
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_TTL_SECONDS,
  RESEND_COOLDOWN_SECONDS,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, mailedCode, otherCode, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const verify = (email: string, otp: string) =>
  app.request.post('/api/auth/verify-email').send({ email, otp });

describe('POST /api/auth/verify-email', () => {
  it('verifies the email and signs the member in', async () => {
    const member = await registerMember(app);
    const res = await verify(member.email, member.code);

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.emailVerified);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.user).toMatchObject({
      email: member.email,
      username: member.username,
      firstName: member.firstName,
      isEmailVerified: true,
    });
    const profile = await app.request.get('/api/auth/profile').set(bearer(res.body.data.token));
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.id).toBe(res.body.data.user.id);

    const user = await app.ctx.db.models.User.findOne({ where: { email: member.email } });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user!.verificationCodeHash).toBeNull();
  });

  it('accepts the email in any letter case and with spaces', async () => {
    const member = await registerMember(app);
    const res = await verify(`  ${member.email.toUpperCase()} `, member.code);
    expect(res.status).toBe(200);
  });

  it('answers 404 user_not_found for an unknown email', async () => {
    const res = await verify('nobody.here@example.com', '123456');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'user_not_found', message: 'User not found' });
  });

  it('answers 400 already_verified once verified', async () => {
    const member = await registerAndVerify(app);
    const res = await verify(member.email, member.code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('already_verified');
    expect(res.body.message).toContain('already verified');
  });

  it('gives a deactivated account no session', async () => {
    const member = await registerMember(app);
    await app.ctx.db.models.User.update({ isActive: false }, { where: { email: member.email } });
    const res = await verify(member.email, member.code);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_deactivated');
  });

  it.each([
    ['', 'Please enter the complete 6-digit verification code'],
    ['12345', 'Please enter the complete 6-digit verification code'],
    ['12345a', 'Please enter the complete 6-digit verification code'],
    ['1234567', 'Please enter the complete 6-digit verification code'],
  ])('rejects otp %j with "%s"', async (otp, message) => {
    const res = await verify('someone@example.com', otp);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'otp', msg: message }]);
  });

  it('rejects a missing or invalid email', async () => {
    const missing = await app.request.post('/api/auth/verify-email').send({ otp: '123456' });
    expect(missing.body.errors).toEqual([{ path: 'email', msg: 'Email is required' }]);
    const invalid = await verify('nope', '123456');
    expect(invalid.body.errors).toEqual([{ path: 'email', msg: 'Email is invalid' }]);
  });

  it('counts wrong codes and burns the code after the fifth', async () => {
    const member = await registerMember(app);
    const wrong = otherCode(member.code);
    for (let attempt = 1; attempt <= OTP_MAX_WRONG_ATTEMPTS; attempt += 1) {
      const res = await verify(member.email, wrong);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_verification_code');
      expect(res.body.message).toContain('Invalid or expired');
      const user = await app.ctx.db.models.User.findOne({ where: { email: member.email } });
      expect(user!.verificationAttempts).toBe(attempt);
    }
    const rightButBurned = await verify(member.email, member.code);
    expect(rightButBurned.status).toBe(400);
    expect(rightButBurned.body.code).toBe('verification_attempts_exceeded');
    expect(rightButBurned.body.message).toContain('Invalid or expired');
  });

  it('accepts a fresh code after a resend once the code was burned', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T10:00:00Z'));
    const member = await registerMember(app);
    for (let attempt = 0; attempt < OTP_MAX_WRONG_ATTEMPTS; attempt += 1) {
      await verify(member.email, otherCode(member.code));
    }
    vi.setSystemTime(new Date(Date.now() + RESEND_COOLDOWN_SECONDS * 1000));
    const after = app.mail.messages.length;
    const resend = await app.request.post('/api/auth/resend-verification').send({ email: member.email });
    expect(resend.status).toBe(200);
    const fresh = await mailedCode(app, member.email, after);

    const user = await app.ctx.db.models.User.findOne({ where: { email: member.email } });
    expect(user!.verificationAttempts).toBe(0);
    const res = await verify(member.email, fresh);
    expect(res.status).toBe(200);
  });

  it('lets a code work until 8 minutes have passed and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2031-02-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const early = await registerMember(app);
    const late = await registerMember(app);

    vi.setSystemTime(start + OTP_TTL_SECONDS * 1000 - 1000);
    expect((await verify(early.email, early.code)).status).toBe(200);

    vi.setSystemTime(start + OTP_TTL_SECONDS * 1000);
    const expired = await verify(late.email, late.code);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('invalid_verification_code');
  });

  it('makes the previous code useless once a new one is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    const member = await registerMember(app);
    vi.setSystemTime(new Date(Date.now() + RESEND_COOLDOWN_SECONDS * 1000));
    const after = app.mail.messages.length;
    await app.request.post('/api/auth/resend-verification').send({ email: member.email });
    const fresh = await mailedCode(app, member.email, after);
    if (fresh !== member.code) {
      expect((await verify(member.email, member.code)).body.code).toBe('invalid_verification_code');
    }
    expect((await verify(member.email, fresh)).status).toBe(200);
  });
});
