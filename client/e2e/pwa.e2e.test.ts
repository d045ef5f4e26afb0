import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aria,
  findByRole,
  launchBrowser,
  setOffline,
  waitForServiceWorker,
  type TestBrowser,
} from './support/browser.js';
import { CLIENT_DIST, startStack, type Stack } from './support/stack.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
  shortcuts: Array<{ name: string; url: string; icons: ManifestIcon[] }>;
  share_target: { action: string; method: string; enctype: string; params: Record<string, unknown> };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the installable app', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  const contexts: BrowserContext[] = [];

  /** Each test starts in a fresh browser context: no worker, no caches. */
  async function freshPage(): Promise<Page> {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    return context.newPage();
  }

  async function visitOnce(page: Page, route: string): Promise<void> {
    await page.goto(`${stack.baseUrl}${route}`, { waitUntil: 'load' });
    await waitForServiceWorker(page);
  }

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('serves a manifest with the installability fields, and icons that load', async () => {
    const html = await (await fetch(`${stack.baseUrl}/login`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const response = await fetch(new URL(href!, stack.baseUrl));
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as WebManifest;

    expect(manifest).toMatchObject({
      name: 'Flock',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#0f1419',
      theme_color: '#0f1419',
      share_target: {
        action: '/share',
        method: 'POST',
        enctype: 'multipart/form-data',
        params: {
          title: 'title',
          text: 'text',
          url: 'url',
          files: [{ name: 'media', accept: ['image/*', 'video/*'] }],
        },
      },
    });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    expect(manifest.id).toBeTruthy();
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['New post', '/dashboard?compose=1'],
      ['Messages', '/messages'],
      ['Notifications', '/notifications'],
    ]);

    const appIcons = manifest.icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose ?? 'any'}`);
    expect(appIcons).toEqual(
      expect.arrayContaining([
        '192x192 image/png any',
        '512x512 image/png any',
        '512x512 image/png maskable',
      ]),
    );

    const appleTouchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(appleTouchIcon).toBeDefined();
    const icons = [
      ...manifest.icons,
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
      { src: appleTouchIcon!, sizes: '180x180', type: 'image/png' },
    ];
    expect(
      manifest.shortcuts.every((shortcut) => shortcut.icons.some((icon) => icon.sizes === '96x96')),
    ).toBe(true);
    for (const icon of icons) {
      const iconResponse = await fetch(new URL(icon.src, stack.baseUrl));
      expect(iconResponse.status, icon.src).toBe(200);
      expect(iconResponse.headers.get('content-type'), icon.src).toBe('image/png');
      expect(pngSize(Buffer.from(await iconResponse.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });

  it('registers the worker, which controls the page, and Chromium finds the app installable', async () => {
    // The default (non-incognito) profile: Chromium never offers installation in incognito.
    const page = await chrome.browser.newPage();
    await page.goto(`${stack.baseUrl}/login`, { waitUntil: 'load' });
    const activeScript = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(activeScript).toBe(`${stack.baseUrl}/sw.js`);

    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${stack.baseUrl}/sw.js`,
    );

    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  it('starts offline from the precache: /login and a deep link render the app shell', async () => {
    const page = await freshPage();
    await visitOnce(page, '/login');
    await findByRole(page, 'heading');

    await setOffline(page, true);
    const reloaded = await page.reload({ waitUntil: 'load' });
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(reloaded?.status()).toBe(200);
    await findByRole(page, 'heading');

    const deepLink = await page.goto(`${stack.baseUrl}/settings`, { waitUntil: 'load' });
    expect(deepLink?.fromServiceWorker()).toBe(true);
    expect(deepLink?.status()).toBe(200);
    expect(await page.title()).toBe('Flock');
    // The app itself ran: its router answered the deep link (a guest ends up on the sign-in page).
    await findByRole(page, 'heading');

    await setOffline(page, false);
  });

  it('leaves /api, /health and /media to the network, also offline', async () => {
    const page = await freshPage();
    await visitOnce(page, '/login');

    const api = await page.goto(`${stack.baseUrl}/api/no-such-endpoint`);
    expect(api?.fromServiceWorker()).toBe(false);
    expect(api?.status()).toBe(404);
    expect(api?.headers()['content-type']).toMatch(/application\/json/);
    expect(await api?.json()).toMatchObject({ success: false });

    const health = await page.goto(`${stack.baseUrl}/health`);
    expect(health?.fromServiceWorker()).toBe(false);
    expect(await health?.json()).toMatchObject({ success: true });

    await page.goto(`${stack.baseUrl}/login`, { waitUntil: 'load' });
    await setOffline(page, true);
    const apiFetch = await page.evaluate(() =>
      fetch('/api/auth/profile').then(
        (response) => `answered ${response.status}`,
        () => 'network error',
      ),
    );
    expect(apiFetch).toBe('network error');
    // A shell answer would load; these must fail like any request without a network.
    for (const route of ['/api/auth/profile', '/health', '/media/avatars/missing.webp']) {
      await expect(page.goto(`${stack.baseUrl}${route}`), route).rejects.toThrow(/net::ERR_/);
    }
    await setOffline(page, false);
  });
});

describe('a new version', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-dist-'));
    fs.cpSync(CLIENT_DIST, dist, { recursive: true });
    stack = await startStack({ clientDist: dist });
    chrome = await launchBrowser();
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  /** Publishes a new release of the worker and makes the page's registration look for it. */
  async function releaseNewWorker(page: Page) {
    fs.appendFileSync(path.join(dist, 'sw.js'), `\n// release ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
      { timeout: 30_000 },
    );
  }

  const waitingWorker = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

  it('is offered as "Update available", waits on Later, and takes over only on Reload', async () => {
    const page = await chrome.browser.newPage();
    await page.goto(`${stack.baseUrl}/login`, { waitUntil: 'load' });
    await waitForServiceWorker(page);
    expect(await page.$(aria('button', 'Reload'))).toBeNull();

    await releaseNewWorker(page);
    const reload = await findByRole(page, 'button', 'Reload', 30_000);
    const announced = await reload.evaluate((button) => button.closest('[role="status"]')?.textContent);
    expect(announced).toContain('Update available');
    expect(await waitingWorker(page)).toBe(true);

    await (await findByRole(page, 'button', 'Later')).click();
    await page.waitForSelector(aria('button', 'Reload'), { hidden: true });
    expect(await waitingWorker(page)).toBe(true);

    // Still waiting after a plain reload: the offer comes back, the old worker stays in charge.
    await page.reload({ waitUntil: 'load' });
    await findByRole(page, 'button', 'Reload', 30_000);
    expect(await waitingWorker(page)).toBe(true);

    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }),
      (await findByRole(page, 'button', 'Reload')).click(),
    ]);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
    await waitForServiceWorker(page);
    expect(await waitingWorker(page)).toBe(false);
    await findByRole(page, 'heading');
    expect(await page.$(aria('button', 'Reload'))).toBeNull();
  });
});
