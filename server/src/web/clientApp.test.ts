import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the web app routes', () => {
  it('sends a share posted while no service worker runs to an empty composer', async () => {
    const res = await app.request
      .post('/share')
      .field('title', 'Seen on the pier')
      .attach('media', Buffer.from('not really a picture'), 'pier.png');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard?compose=1');
  });

  it('says the app is not built when there is no build to serve', async () => {
    const res = await app.request.get('/dashboard');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/not built yet/);
  });
});
