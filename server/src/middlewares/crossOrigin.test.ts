import http from 'node:http';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { attachSockets } from '../realtime/attachSockets.js';

const APP_ORIGIN = 'http://app.flock.test:5173';
const OTHER_APP_ORIGIN = 'https://second.flock.test';
const STRANGER = 'https://evil.example';
const PUBLIC_URL = 'https://api.flock.test';

const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: '#228844' } })
    .png()
    .toBuffer();

/** Every Access-Control-* header of an answer. */
const corsHeaders = (headers: Record<string, string>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('with CORS_ORIGINS set', () => {
  let app: TestApp;
  let member: Awaited<ReturnType<typeof registerAndVerify>>;
  beforeAll(async () => {
    app = await createTestApp({ CORS_ORIGINS: `${APP_ORIGIN}, ${OTHER_APP_ORIGIN}`, PUBLIC_URL });
    member = await registerAndVerify(app);
  });
  afterAll(() => app.close());

  it('answers a preflight from a listed origin: its origin, the bearer and Idempotency-Key headers, no credentials', async () => {
    const res = await app.request
      .options('/api/posts')
      .set('Origin', APP_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,idempotency-key,content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const allowed = res.headers['access-control-allow-headers']!.toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'idempotency-key', 'content-type']));
    expect(res.headers['access-control-allow-methods']).toContain('DELETE');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('lets a listed origin read answers, errors included, and the replay header', async () => {
    for (const origin of [APP_ORIGIN, OTHER_APP_ORIGIN]) {
      const ok = await app.request.get('/api/auth/profile').set('Origin', origin).set(bearer(member.token));
      expect(ok.status).toBe(200);
      expect(ok.headers['access-control-allow-origin']).toBe(origin);
      expect(ok.headers['access-control-expose-headers']).toContain('Idempotent-Replayed');
    }
    const refused = await app.request.get('/api/auth/profile').set('Origin', APP_ORIGIN);
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const health = await app.request.get('/health').set('Origin', APP_ORIGIN);
    expect(health.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('gives an origin not in the list no CORS header at all, on preflights and answers', async () => {
    const preflight = await app.request
      .options('/api/posts')
      .set('Origin', STRANGER)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(corsHeaders(preflight.headers)).toEqual([]);
    const answer = await app.request
      .get('/api/auth/profile')
      .set('Origin', STRANGER)
      .set(bearer(member.token));
    expect(corsHeaders(answer.headers)).toEqual([]);
    // Same host, other port or scheme: another origin.
    for (const near of ['http://app.flock.test:5174', 'https://app.flock.test:5173']) {
      const res = await app.request.get('/health').set('Origin', near);
      expect(corsHeaders(res.headers)).toEqual([]);
    }
    const anyOrigin = await app.request.get('/health').set('Origin', APP_ORIGIN);
    expect(anyOrigin.headers['access-control-allow-origin']).not.toBe('*');
  });

  it('answers media URLs absolute from PUBLIC_URL and serves the files embeddable across origins', async () => {
    const created = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'A picture')
      .attach('images', await png(), 'a.png');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = created.body.data.post;
    expect(post.mediaUrls[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/media/posts/[0-9a-f]{32}\\.webp$`));
    expect(post.mediaUrls[0].thumbnailUrl.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    expect(post.images).toEqual([post.mediaUrls[0].url]);
    expect(post.content).toBe('A picture');

    const feed = await app.request.get('/api/posts').set(bearer(member.token));
    expect(feed.body.data.posts[0].mediaUrls[0].url).toBe(post.mediaUrls[0].url);

    const file = await app.request
      .get(post.mediaUrls[0].url.slice(PUBLIC_URL.length))
      .set('Origin', APP_ORIGIN);
    expect(file.status).toBe(200);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(file.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    // The API keeps helmet's same-origin policy: only media are embeddable.
    expect(feed.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('makes the avatar URL absolute too, and keeps a post text that looks like a media path', async () => {
    const avatar = await app.request
      .put('/api/auth/profile-image')
      .set(bearer(member.token))
      .attach('profilePicture', await png(), 'me.png');
    expect(avatar.status).toBe(200);
    expect(avatar.body.data.user.profilePicture.startsWith(`${PUBLIC_URL}/media/avatars/`)).toBe(true);
    expect(avatar.body.user.profilePicture).toBe(avatar.body.data.user.profilePicture);

    const text = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .send({ content: '/media/posts/not-a-file' });
    expect(text.body.data.post.content).toBe('/media/posts/not-a-file');
    expect(text.body.data.post.author.profilePicture).toBe(avatar.body.data.user.profilePicture);
  });

  it('lets socket.io polling from a listed origin through, and not from others', async () => {
    const server = http.createServer(app.app);
    attachSockets(app.ctx, server);
    try {
      const client = supertest(server);
      const handshake = '/socket.io/?EIO=4&transport=polling';
      const listed = await client.get(handshake).set('Origin', APP_ORIGIN);
      expect(listed.status).toBe(200);
      expect(listed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      const stranger = await client.get(handshake).set('Origin', STRANGER);
      expect(corsHeaders(stranger.headers)).toEqual([]);
    } finally {
      await app.ctx.realtime.close();
      server.close();
    }
  });
});

describe('without CORS_ORIGINS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => app.close());

  it('serves the same origin only: no CORS headers, relative media URLs, same-origin media', async () => {
    const member = await registerAndVerify(app);
    const preflight = await app.request
      .options('/api/posts')
      .set('Origin', APP_ORIGIN)
      .set('Access-Control-Request-Method', 'POST');
    expect(corsHeaders(preflight.headers)).toEqual([]);
    const created = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .set('Origin', APP_ORIGIN)
      .attach('media', await png(), 'a.png');
    expect(corsHeaders(created.headers)).toEqual([]);
    const url = created.body.data.post.mediaUrls[0].url as string;
    expect(url).toMatch(/^\/media\/posts\//);
    const file = await app.request.get(url);
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
