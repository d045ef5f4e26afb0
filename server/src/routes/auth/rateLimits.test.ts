import crypto from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, newMemberInput, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A fresh app with empty counters: 3 requests per address, 2 per email, per action. */
const tight = () => supertest(app.variant({ RATE_LIMIT_AUTH_PER_IP: '3', RATE_LIMIT_AUTH_PER_EMAIL: '2' }));

type Send = (client: ReturnType<typeof tight>, email: string) => supertest.Test;

const emailed: Array<[string, Send, string]> = [
  [
    'login',
    (c, email) => c.post('/api/auth/login').send({ email, password: 'Wrong1234' }),
    'too_many_auth_attempts',
  ],
  [
    'register',
    (c, email) => c.post('/api/auth/register').send(newMemberInput({ email })),
    'too_many_requests',
  ],
  [
    'verify-email',
    (c, email) => c.post('/api/auth/verify-email').send({ email, otp: '000000' }),
    'too_many_requests',
  ],
  [
    'resend-verification',
    (c, email) => c.post('/api/auth/resend-verification').send({ email }),
    'too_many_requests',
  ],
  ['forgot-password', (c, email) => c.post('/api/auth/forgot-password').send({ email }), 'too_many_requests'],
  ['cooldown-status', (c, email) => c.get(`/api/auth/cooldown-status/${email}`), 'too_many_requests'],
];

const MESSAGES = {
  too_many_auth_attempts: 'Too many authentication attempts',
  too_many_requests: 'Too many requests',
} as Record<string, string>;

const unique = () => newMemberInput().email;

describe.each(emailed)('rate limits on %s', (_name, send, code) => {
  it('allows 2 requests per email, then answers 429', async () => {
    const client = tight();
    const email = unique();
    for (let i = 0; i < 2; i += 1) expect((await send(client, email)).status).not.toBe(429);
    const limited = await send(client, email.toUpperCase());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code });
    expect(limited.body.message).toContain(MESSAGES[code]);
    expect(limited.headers['ratelimit-policy']).toBeDefined();
  });

  it('allows 3 requests per address whatever the email, then answers 429', async () => {
    const client = tight();
    for (let i = 0; i < 3; i += 1) expect((await send(client, unique())).status).not.toBe(429);
    const limited = await send(client, unique());
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(code);
    expect(limited.body.message).toContain(MESSAGES[code]);
  });
});

describe('rate limits without an email', () => {
  it('limits reset-password per address', async () => {
    const client = tight();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.post('/api/auth/reset-password').send({ token: `t${i}`, password: 'Secret123' }))
          .status,
      ).toBe(400);
    }
    const limited = await client.post('/api/auth/reset-password').send({ token: 'x', password: 'Secret123' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'too_many_requests',
      message: expect.stringContaining('Too many requests'),
    });
  });

  it('limits account deletion attempts per address', async () => {
    const member = await registerAndVerify(app);
    const client = tight();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.delete('/api/auth/account').set(bearer(member.token)).send({ password: 'Nope1234' }))
          .status,
      ).toBe(400);
    }
    const limited = await client
      .delete('/api/auth/account')
      .set(bearer(member.token))
      .send({ password: member.password });
    expect(limited.status).toBe(429);
    expect((await app.request.get('/api/auth/profile').set(bearer(member.token))).status).toBe(200);
  });

  it('counts per client address behind a trusted proxy', async () => {
    const client = supertest(
      app.variant({ RATE_LIMIT_AUTH_PER_IP: '3', RATE_LIMIT_AUTH_PER_EMAIL: '2', TRUST_PROXY: 'true' }),
    );
    const from = (address: string) =>
      client.post('/api/auth/forgot-password').set('X-Forwarded-For', address).send({ email: unique() });
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('198.51.100.9')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
  });

  it('keeps separate counters per action', async () => {
    const client = tight();
    const email = unique();
    for (let i = 0; i < 2; i += 1)
      await client.post('/api/auth/login').send({ email, password: 'Wrong1234' });
    expect((await client.post('/api/auth/login').send({ email, password: 'Wrong1234' })).status).toBe(429);
    expect((await client.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
  });
});

describe.skipIf(!inject('redis').ok)('rate limits with Redis', () => {
  const prefix = `flock-test-${crypto.randomUUID()}`;
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: prefix,
    });
  });
  afterAll(async () => {
    const keys = await shared.ctx.redis!.keys(`${prefix}:*`);
    if (keys.length > 0) await shared.ctx.redis!.del(...keys);
    await shared.close();
  });

  it('share one count between server processes, kept under the Redis key prefix', async () => {
    const limits = { RATE_LIMIT_AUTH_PER_IP: '3', RATE_LIMIT_AUTH_PER_EMAIL: '2' };
    const first = supertest(shared.variant(limits));
    const second = supertest(shared.variant(limits));
    const email = unique();
    expect((await first.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    expect((await second.post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    const limited = await first.post('/api/auth/forgot-password').send({ email });
    expect(limited.status).toBe(429);
    expect(await shared.ctx.redis!.keys(`${prefix}:rl:forgot:email:*`)).toHaveLength(1);
  });
});
