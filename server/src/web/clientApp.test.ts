import fs from 'node:fs/promises';
import path from 'node:path';
import supertest from 'supertest';
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

  it('answers a prerendered guest page with its own file and every other app path with index.html', async () => {
    const dist = path.join(app.dataDir, 'built-client');
    await fs.mkdir(dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<div id="root">shell</div>');
    await fs.writeFile(path.join(dist, 'login.html'), '<div id="root" data-prerendered>Welcome back</div>');
    const served = supertest(app.variant({ CLIENT_DIST: dist }));

    const login = await served.get('/login');
    expect(login.status).toBe(200);
    expect(login.text).toContain('Welcome back');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect((await served.get('/login?from=%2Fsettings')).text).toContain('Welcome back');
    expect((await served.get('/dashboard')).text).toContain('shell');
    // A page whose file the build did not make falls back to the shell.
    expect((await served.get('/register')).text).toContain('shell');
    expect((await served.get('/login/other')).text).toContain('shell');
  });
});
