import fs from 'node:fs';
import type { BrowserContext } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/serverHealth.js';
import { apiData, createPostViaApi, postAsSeenBy, signUpViaApi, type ApiMember } from './support/api.js';
import { launchBrowser, waitForServiceWorker, type TestBrowser } from './support/browser.js';
import { signIn, waitForPath } from './support/members.js';
import { waitForBellBadge, waitForLiveDot } from './support/notifications.js';
import { followViaApi } from './support/people.js';
import { likeIn, loadedImages, makeTestImage, postCard, uniqueText } from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';
import { buildClientFor, serveStatic, type WebHost } from './support/webHost.js';

/**
 * The web client on one origin, the API on another: the client is built with VITE_API_ORIGIN naming
 * the API and served as static files from a port of its own; the API lists that origin in CORS_ORIGINS.
 */
describe('the client served from another origin', () => {
  let stack: Stack;
  let web: WebHost;
  let buildDir: string;
  let chrome: TestBrowser;
  let context: BrowserContext;
  let image: Awaited<ReturnType<typeof makeTestImage>>;
  let ada: ApiMember;
  let ben: ApiMember;

  beforeAll(async () => {
    const webPort = await freePort();
    stack = await startStack({ env: { CORS_ORIGINS: `http://127.0.0.1:${webPort}` } });
    buildDir = await buildClientFor(stack.baseUrl);
    web = await serveStatic(buildDir, webPort);
    chrome = await launchBrowser();
    context = await chrome.browser.createBrowserContext();
    image = await makeTestImage();
    ada = await signUpViaApi(stack, 'Ada');
    ben = await signUpViaApi(stack, 'Ben');
    await followViaApi(stack, ada, ben);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chrome?.close();
    await web?.close();
    await stack?.stop();
    image?.cleanUp();
    if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
  });

  it('signs in, shows the feed with its image, likes and hears a live notification', async () => {
    expect(new URL(web.origin).origin).not.toBe(new URL(stack.baseUrl).origin);
    const picture = await createPostViaApi(stack, ben, uniqueText('Harbour at dawn'), image.file);
    const mediaUrl = picture.mediaUrls[0]?.url ?? '';
    expect(mediaUrl.startsWith(`${stack.baseUrl}/media/posts/`)).toBe(true);
    const own = await createPostViaApi(stack, ada, uniqueText('Tea on the balcony'));

    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const serverCalls = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(api|socket\.io|media)\//.test(url.pathname)) serverCalls.add(url.origin);
    });

    await page.goto(`${web.origin}/login`);
    await signIn(page, stack, ada, { navigate: false });
    await waitForPath(page, '/dashboard');
    expect(new URL(page.url()).origin).toBe(web.origin);
    await waitForServiceWorker(page);

    const card = await postCard(page, picture.content);
    await expect
      .poll(() => loadedImages(card), { timeout: 15_000 })
      .toEqual([expect.stringMatching(new RegExp(`^${stack.baseUrl}/media/posts/`))]);

    await likeIn(card, 0);
    await expect
      .poll(async () => (await postAsSeenBy(stack, ada, picture.id)).isLiked, { timeout: 15_000 })
      .toBe(true);
    expect((await postAsSeenBy(stack, ben, picture.id)).likesCount).toBe(1);

    await waitForLiveDot(page, 'Live');
    await apiData(stack, ben.token, 'PUT', `/posts/${own.id}/like`, { liked: true });
    await waitForBellBadge(page, '1');

    // Everything for the server went to the API's origin, nothing to the web host's.
    expect([...serverCalls]).toEqual([stack.baseUrl]);
  });
});
