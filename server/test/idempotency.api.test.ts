import fs from 'node:fs';
import path from 'node:path';
import { RESEND_COOLDOWN_SECONDS } from '@flock/shared';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { MEDIA_FIELD } from '../src/services/media/storePostMedia.js';
import { bearer, newMemberInput, registerAndVerify, registerMember } from './accounts.js';
import { createTestApp, type TestApp } from './testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const key = () => `test-${crypto.randomUUID()}`;

describe('Idempotency-Key on the accounts API', () => {
  it('answers a repeated registration from the store instead of registering again', async () => {
    const input = newMemberInput();
    const k = key();
    const first = await app.request.post('/api/auth/register').set('Idempotency-Key', k).send(input);
    expect(first.status).toBe(201);
    const mailsAfterFirst = app.mail.messages.filter((m) => m.to.includes(input.email)).length;

    const repeat = await app.request.post('/api/auth/register').set('Idempotency-Key', k).send(input);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(app.mail.messages.filter((m) => m.to.includes(input.email))).toHaveLength(mailsAfterFirst);

    const withoutKey = await app.request.post('/api/auth/register').send(input);
    expect(withoutKey.status).toBe(409);
  });

  it('mails one code for a resend sent twice with one key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2035-01-01T00:00:00Z'));
    const member = await registerMember(app);
    vi.setSystemTime(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    const k = key();
    const mailsBefore = app.mail.messages.length;
    const first = await app.request
      .post('/api/auth/resend-verification')
      .set('Idempotency-Key', k)
      .send({ email: member.email });
    const second = await app.request
      .post('/api/auth/resend-verification')
      .set('Idempotency-Key', k)
      .send({ email: member.email });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(app.mail.messages.slice(mailsBefore).filter((m) => m.to.includes(member.email))).toHaveLength(1);
  });

  it('refuses the same key with a different body (409)', async () => {
    const k = key();
    await app.request
      .post('/api/auth/forgot-password')
      .set('Idempotency-Key', k)
      .send({ email: 'one@example.com' });
    const res = await app.request
      .post('/api/auth/forgot-password')
      .set('Idempotency-Key', k)
      .send({ email: 'two@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('idempotency_key_reused');
  });

  it('replays a stored 4xx answer too', async () => {
    const k = key();
    const first = await app.request
      .post('/api/auth/login')
      .set('Idempotency-Key', k)
      .send({ email: 'x@example.com', password: 'Nope1234' });
    expect(first.status).toBe(400);
    const again = await app.request
      .post('/api/auth/login')
      .set('Idempotency-Key', k)
      .send({ email: 'x@example.com', password: 'Nope1234' });
    expect(again.status).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('does not store a 5xx, so the retry does the work', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2035-02-01T00:00:00Z'));
    const member = await registerMember(app);
    vi.setSystemTime(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    const brokenMail = supertest(
      createApp({
        ...app.ctx,
        mailer: {
          send: () => Promise.reject(new Error('SMTP is down')),
          close: () => undefined,
        },
      }),
    );
    const k = key();
    const failed = await brokenMail
      .post('/api/auth/resend-verification')
      .set('Idempotency-Key', k)
      .send({ email: member.email });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ success: false, code: 'internal_error' });

    const mailsBefore = app.mail.messages.length;
    const retry = await app.request
      .post('/api/auth/resend-verification')
      .set('Idempotency-Key', k)
      .send({ email: member.email });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    await app.mail.waitFor(member.email, { after: mailsBefore });
  });

  it('scopes keys to the member', async () => {
    const a = await registerAndVerify(app);
    const b = await registerAndVerify(app);
    const k = key();
    const first = await app.request
      .put('/api/auth/theme')
      .set(bearer(a.token))
      .set('Idempotency-Key', k)
      .send({ theme: 'light' });
    const second = await app.request
      .put('/api/auth/theme')
      .set(bearer(b.token))
      .set('Idempotency-Key', k)
      .send({ theme: 'light' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const theme = await app.request.get('/api/auth/theme').set(bearer(b.token));
    expect(theme.body.data.theme).toBe('light');
  });
});

describe('authentication before replay', () => {
  const privatePost = (token: string, k: string) =>
    app.request
      .post('/api/posts')
      .set(bearer(token))
      .set('Idempotency-Key', k)
      .send({ content: 'only for me', privacy: 'private' });

  it('answers 401, not the stored answer, to a logged-out token', async () => {
    const member = await registerAndVerify(app);
    const k = key();
    expect((await privatePost(member.token, k)).status).toBe(201);
    const logout = await app.request.post('/api/auth/logout').set(bearer(member.token));
    expect(logout.status).toBe(200);

    const replay = await privatePost(member.token, k);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, code: 'session_expired' });
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(JSON.stringify(replay.body)).not.toContain('only for me');

    const again = await app.request
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    const fresh = await privatePost(again.body.data.token as string, k);
    expect(fresh.status).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 401 to the token of a deleted account', async () => {
    const member = await registerAndVerify(app);
    const k = key();
    expect((await privatePost(member.token, k)).status).toBe(201);
    const deletion = await app.request
      .delete('/api/auth/account')
      .set(bearer(member.token))
      .send({ password: member.password });
    expect(deletion.status).toBe(200);

    const replay = await privatePost(member.token, k);
    expect(replay.status).toBe(401);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    expect(JSON.stringify(replay.body)).not.toContain('only for me');
  });

  it('answers 401 to a forged token even for a public route', async () => {
    const res = await app.request
      .post('/api/auth/forgot-password')
      .set('Authorization', 'Bearer not.a.token')
      .set('Idempotency-Key', key())
      .send({ email: 'someone@example.com' });
    expect(res.status).toBe(401);
  });
});

describe('multipart writes', () => {
  const image = (color: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer();
  const multipartPost = (token: string, k: string, content: string, file: Buffer) =>
    app.request
      .post('/api/posts')
      .set(bearer(token))
      .set('Idempotency-Key', k)
      .field('content', content)
      .attach(MEDIA_FIELD, file, 'photo.png');
  const postsOf = (userId: string) => app.ctx.db.models.Post.count({ where: { authorId: userId } });
  const leftInTmp = () => fs.readdirSync(path.join(app.dataDir, 'tmp'));

  it('replays the same post (fields and file) and refuses the key for another one (409)', async () => {
    const member = await registerAndVerify(app);
    const k = key();
    const red = await image('#ff0000');
    const first = await multipartPost(member.token, k, 'sunset', red);
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const repeat = await multipartPost(member.token, k, 'sunset', red);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);

    const otherText = await multipartPost(member.token, k, 'sunrise', red);
    expect(otherText.status).toBe(409);
    expect(otherText.body.code).toBe('idempotency_key_reused');
    const otherFile = await multipartPost(member.token, k, 'sunset', await image('#0000ff'));
    expect(otherFile.status).toBe(409);
    expect(otherFile.body.code).toBe('idempotency_key_reused');

    expect(await postsOf(member.user.id)).toBe(1);
    expect(leftInTmp()).toEqual([]);
  });

  it('refuses a multipart body on a route that reads none (415), so no keyed write escapes its key', async () => {
    const member = await registerAndVerify(app);
    const res = await app.request
      .put('/api/auth/theme')
      .set(bearer(member.token))
      .set('Idempotency-Key', key())
      .field('theme', 'light');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'unsupported_media_type' });
    const theme = await app.request.get('/api/auth/theme').set(bearer(member.token));
    expect(theme.body.data.theme).toBe('dark');
  });
});
