import { RESEND_COOLDOWN_SECONDS, SUCCESS_MESSAGES, resendCooldownMessage } from '@flock/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailedCode, registerAndVerify, registerMember } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const resend = (email: string) => app.request.post('/api/auth/resend-verification').send({ email });
const cooldownStatus = (email: string) =>
  app.request.get(`/api/auth/cooldown-status/${encodeURIComponent(email)}`);

function fakeClockAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const start = Date.now();
  return (seconds: number) => vi.setSystemTime(start + seconds * 1000);
}

describe('POST /api/auth/resend-verification', () => {
  it('refuses within 480 s of the last mail, with the minutes left and cooldownSecondsLeft', async () => {
    const at = fakeClockAt('2032-01-01T08:00:00Z');
    const member = await registerMember(app);

    at(60);
    const mailsBefore = app.mail.messages.length;
    const early = await resend(member.email);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      success: false,
      code: 'resend_cooldown',
      message: resendCooldownMessage(420),
      cooldownSecondsLeft: 420,
    });
    expect(early.body.message).toBe('Please wait 7 minute(s) before requesting a new code');

    at(RESEND_COOLDOWN_SECONDS - 1);
    const almost = await resend(member.email);
    expect(almost.status).toBe(400);
    expect(almost.body.cooldownSecondsLeft).toBe(1);
    expect(almost.body.message).toBe('Please wait 1 minute(s) before requesting a new code');
    expect(app.mail.messages.length).toBe(mailsBefore);

    at(RESEND_COOLDOWN_SECONDS);
    const res = await resend(member.email);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.verificationCodeSent);
    expect(res.body.data).toEqual({ cooldownActive: true, cooldownSecondsLeft: RESEND_COOLDOWN_SECONDS });
    expect(await mailedCode(app, member.email, mailsBefore)).toMatch(/^\d{6}$/);

    at(RESEND_COOLDOWN_SECONDS + 10);
    const again = await resend(member.email);
    expect(again.status).toBe(400);
    expect(again.body.cooldownSecondsLeft).toBe(RESEND_COOLDOWN_SECONDS - 10);
  });

  it('answers 404 for an unknown email and 400 for a verified one', async () => {
    const unknown = await resend('nobody.resend@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');

    const member = await registerAndVerify(app);
    const verified = await resend(member.email);
    expect(verified.status).toBe(400);
    expect(verified.body.code).toBe('already_verified');
  });

  it('validates the email', async () => {
    const res = await resend('');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'email', msg: 'Email is required' }]);
  });
});

describe('GET /api/auth/cooldown-status/:email', () => {
  it('counts the cooldown down from the last mail, beside data as well as inside it', async () => {
    const at = fakeClockAt('2032-02-01T08:00:00Z');
    const member = await registerMember(app);

    const fresh = await cooldownStatus(member.email);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      success: true,
      cooldownActive: true,
      cooldownSecondsLeft: RESEND_COOLDOWN_SECONDS,
      data: { cooldownActive: true, cooldownSecondsLeft: RESEND_COOLDOWN_SECONDS },
    });

    at(100);
    const later = await cooldownStatus(member.email.toUpperCase());
    expect(later.body.cooldownSecondsLeft).toBe(RESEND_COOLDOWN_SECONDS - 100);
    expect(later.body.data.cooldownSecondsLeft).toBe(RESEND_COOLDOWN_SECONDS - 100);

    at(RESEND_COOLDOWN_SECONDS);
    const over = await cooldownStatus(member.email);
    expect(over.body.data).toEqual({ cooldownActive: false, cooldownSecondsLeft: 0 });
    expect(over.body.cooldownActive).toBe(false);
  });

  it('answers 404 for an unknown email, 400 for a malformed one', async () => {
    const unknown = await cooldownStatus('new.person@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
    const malformed = await cooldownStatus('not-an-email');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ path: 'email', msg: 'Email is invalid' }]);
  });

  it('shows no cooldown for a verified member', async () => {
    const member = await registerAndVerify(app);
    const res = await cooldownStatus(member.email);
    expect(res.body.data).toEqual({ cooldownActive: false, cooldownSecondsLeft: 0 });
  });
});
