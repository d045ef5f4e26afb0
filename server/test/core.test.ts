import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the HTTP core', () => {
  it('answers /health with the database state', async () => {
    const res = await app.request.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) },
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.request.get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ success: false, code: 'route_not_found' });
    expect(res.body.message).toContain('GET /api/no/such/thing');
    const post = await app.request.post('/api/auth/nothing-here').send({});
    expect(post.status).toBe(404);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await app.request
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'invalid_json',
      message: 'Malformed JSON in request body',
    });
  });

  it('answers a JSON body over 1 MB with a JSON 413', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.request.post('/api/auth/login').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('answers a missing media file with a JSON 404', async () => {
    const res = await app.request.get('/media/avatars/nothing.webp');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('sends security headers and a request id', async () => {
    const res = await app.request.get('/api/interests/categories').set('X-Request-Id', 'req-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('req-123');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
