import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { isReadableText as isReadable, JSON_MAX_DEPTH, UNREADABLE_TEXT_MESSAGE } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from '../src/middlewares/jsonBody.js';
import { bearer, registerAndVerify } from './accounts.js';
import { createPost } from './posts.js';
import { createTestApp, type TestApp } from './testApp.js';

let app: TestApp;
let member: Awaited<ReturnType<typeof registerAndVerify>>;
let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  member = await registerAndVerify(app);
  server = app.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const postCount = () => app.ctx.db.models.Post.count({ where: { authorId: member.user.id } });

/** A raw request, for bodies and URLs supertest would clean up. */
async function raw(
  method: string,
  path: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${member.token}`, ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('bad percent-encoding', () => {
  it.each([
    '/api/posts/%E0%A4%A',
    '/api/posts/%',
    '/api/posts/user/%E0%A4%A',
    '/api/users/profile/%ZZ',
    '/api/users/%C3/followers',
    '/api/auth/cooldown-status/%E0%A4%A',
    '/api/notifications/%ED%A0%80/read',
    '/api/hashtags/search?q=%E0%A4%A',
  ])('%s answers 400 malformed_url', async (path) => {
    const method = path.includes('/read') ? 'PUT' : 'GET';
    const res = await raw(method, path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'malformed_url' });
  });
});

describe('control characters', () => {
  it.each([
    ['GET', '/api/posts/user/%00'],
    ['GET', '/api/posts/%01abc'],
    ['GET', '/api/hashtags/search?q=%00'],
    ['GET', '/api/users/search?q=ab%00'],
    ['GET', '/api/users/explore?q=%1Fab'],
    ['GET', '/api/auth/cooldown-status/a%00@b.co'],
  ])('%s %s answers 400 invalid_characters', async (method, path) => {
    const res = await raw(method, path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_characters' });
  });

  it('refuses a NUL in a JSON body string with the field named, and changes nothing', async () => {
    const res = await app.request
      .post('/api/interests/select')
      .set(bearer(member.token))
      .send({ categoryIds: ['sports', 'a\u0000b', 'music', 'art', 'food'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'invalid_characters',
      errors: [{ path: 'categoryIds.1', msg: expect.any(String) }],
    });
    expect(await app.ctx.db.models.UserInterest.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it('refuses a NUL in a poll option (JSON) and in a multipart text field', async () => {
    const before = await postCount();
    const json = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .send({ content: 'poll', poll: { options: ['tea\u0000', 'coffee'] } });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('invalid_characters');
    const multipart = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'hello\u0000world');
    expect(multipart.status).toBe(400);
    expect(multipart.body).toMatchObject({ code: 'invalid_characters', errors: [{ path: 'content' }] });
    // JSON text inside a multipart field only becomes a NUL once parsed: the shared schema refuses it.
    const jsonInField = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'poll')
      .field('pollOptions', JSON.stringify(['tea\u0000', 'coffee']));
    expect(jsonInField.status).toBe(400);
    expect(jsonInField.body.errors).toEqual([{ path: 'poll.options', msg: UNREADABLE_TEXT_MESSAGE }]);
    expect(await postCount()).toBe(before);
  });

  it('keeps tabs and line breaks in body text', async () => {
    const post = await createPost(app, member.token, { content: 'line one\nline\ttwo\r\n' });
    expect(post.content).toBe('line one\nline\ttwo');
  });

  it('isReadable refuses C0 controls, DEL and lone surrogates', () => {
    expect(isReadable('plain text, émoji 🎉', false)).toBe(true);
    expect(isReadable('a\tb\nc\rd', true)).toBe(true);
    expect(isReadable('a\tb', false)).toBe(false);
    for (const bad of ['\u0000', 'a\u0001', '\u001f', '\u007f', '\ud800', 'x\udc00y', '\ud83dz']) {
      expect(isReadable(bad, true)).toBe(false);
    }
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('answers 400 json_too_deep for 20,000 levels, with and without an Idempotency-Key', async () => {
    const keyed: Record<string, string> = { 'Idempotency-Key': `deep-${crypto.randomUUID()}` };
    for (const headers of [{}, keyed]) {
      const res = await raw('POST', '/api/posts', `{"content":${nested(20_000)}}`, {
        'Content-Type': 'application/json',
        ...headers,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'json_too_deep' });
    }
  });

  it(`takes ${JSON_MAX_DEPTH} levels and refuses one more`, async () => {
    const atLimit = await raw('POST', '/api/posts', `{"content":${nested(JSON_MAX_DEPTH - 1)}}`, {
      'Content-Type': 'application/json',
    });
    expect(atLimit.body.code).toBe('validation_failed');
    const over = await raw('POST', '/api/posts', `{"content":${nested(JSON_MAX_DEPTH)}}`, {
      'Content-Type': 'application/json',
    });
    expect(over.body.code).toBe('json_too_deep');
  });

  it('counts brackets outside strings only', () => {
    const bytes = (text: string) => Buffer.from(text);
    expect(jsonDepthExceeds(bytes(`{"a":"${'['.repeat(100)}"}`), 2)).toBe(false);
    expect(jsonDepthExceeds(bytes(`{"a":"\\"${'{'.repeat(5)}"}`), 2)).toBe(false);
    expect(jsonDepthExceeds(bytes('{"a":[[1]]}'), 2)).toBe(true);
    expect(jsonDepthExceeds(bytes('{"a":[1],"b":[2]}'), 2)).toBe(false);
  });
});

describe('Content-Encoding', () => {
  const json = { 'Content-Type': 'application/json' };

  it('answers 400 for a gzip body that is not gzip and changes nothing', async () => {
    const before = await postCount();
    const res = await raw('POST', '/api/posts', '{"content":"x"}', { ...json, 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_body_encoding' });
    const deflate = await raw('POST', '/api/posts', 'nope', { ...json, 'Content-Encoding': 'deflate' });
    expect(deflate.body.code).toBe('invalid_body_encoding');
    const brotli = await raw('POST', '/api/posts', 'nope', { ...json, 'Content-Encoding': 'br' });
    expect(brotli.body.code).toBe('invalid_body_encoding');
    expect(await postCount()).toBe(before);
  });

  it('answers 415 for an encoding it does not know, and for a compressed multipart body', async () => {
    const res = await raw('POST', '/api/posts', '{"content":"x"}', {
      ...json,
      'Content-Encoding': 'compress',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 'unsupported_media_type' });
    const multipart = await raw('POST', '/api/posts', zlib.gzipSync('--b\r\n'), {
      'Content-Type': 'multipart/form-data; boundary=b',
      'Content-Encoding': 'gzip',
    });
    expect(multipart.status).toBe(415);
  });

  it('reads a real gzip JSON body', async () => {
    const res = await raw('POST', '/api/posts', zlib.gzipSync(JSON.stringify({ content: 'zipped' })), {
      ...json,
      'Content-Encoding': 'gzip',
    });
    expect(res.status).toBe(201);
  });
});

describe('oversize strings', () => {
  it('refuses a 60 KB password and a 80 KB crafted email by their length, with the field named', async () => {
    const password = 'aA'.repeat(30_000);
    const register = await app.request.post('/api/auth/register').send({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'long.password@example.com',
      username: 'long_password',
      password,
    });
    expect(register.status).toBe(400);
    expect(register.body.errors).toEqual([
      { path: 'password', msg: 'Password must be 128 characters or less' },
    ]);
    const reset = await app.request
      .post('/api/auth/reset-password')
      .send({ token: 'x'.repeat(43), password });
    expect(reset.body.errors).toContainEqual({
      path: 'password',
      msg: 'Password must be 128 characters or less',
    });

    const email = `a@${'a.'.repeat(40_000)}`;
    const login = await app.request.post('/api/auth/login').send({ email, password: 'Secret123' });
    expect(login.status).toBe(400);
    expect(login.body.errors).toEqual([{ path: 'email', msg: 'Email is invalid' }]);
    const forgot = await app.request.post('/api/auth/forgot-password').send({ email });
    expect(forgot.body.errors).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);
  });
});
