import fs from 'node:fs';
import type { BrowserContext, Page, Protocol } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentsOn,
  commentViaApi,
  createPostViaApi,
  openAppAs,
  postsBy,
  signUpViaApi,
  type ApiMember,
} from './support/api.js';
import {
  findByRole,
  launchBrowser,
  setOffline,
  setServiceWorkersOffline,
  type TestBrowser,
  waitForServiceWorker,
} from './support/browser.js';
import { outboxEntries } from './support/outbox.js';
import {
  addCommentIn,
  composePost,
  findComment,
  loadedImages,
  makeTestImage,
  waitForNoPendingMarker,
  postCard,
  uniqueText,
  within,
} from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';

describe('posts in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let image: Awaited<ReturnType<typeof makeTestImage>>;
  let ada: ApiMember;
  let bea: ApiMember;
  const contexts: BrowserContext[] = [];

  /** A new browser context (no worker, no stored data yet) with Ada signed in. */
  async function adaInFreshContext(): Promise<Page> {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
    return page;
  }

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    image = await makeTestImage();
    ada = await signUpViaApi(stack, 'Ada');
    bea = await signUpViaApi(stack, 'Bea');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
    image?.cleanUp();
  });

  it('publishes a post with an image from the composer; the feed shows it from /media and the server has it', async () => {
    const page = await adaInFreshContext();
    const text = uniqueText('Morning light over the bay');
    await composePost(page, text, image.file);

    const card = await postCard(page, text);
    await expect
      .poll(() => loadedImages(card), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^\/media\//)]);
    await waitForNoPendingMarker(card);

    const posts = (await postsBy(stack, ada, ada)).filter((post) => post.content === text);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.mediaUrls.map((media) => media.type)).toEqual(['image']);
    const [src] = await loadedImages(card);
    expect(posts[0]!.mediaUrls[0]!.url).toBe(src);
    const served = await fetch(`${stack.baseUrl}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  it('takes a share from another app, image included, into the composer and publishes it', async () => {
    const page = await adaInFreshContext();
    const title = uniqueText('Seen on the pier');
    const png = fs.readFileSync(image.file).toString('base64');
    // What Android does for the manifest's share target: a multipart form posted to /share.
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(
        (fields, bytes) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/share';
          form.enctype = 'multipart/form-data';
          for (const [name, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            input.name = name;
            input.value = value;
            form.append(input);
          }
          const files = document.createElement('input');
          files.type = 'file';
          files.name = 'media';
          const picked = new DataTransfer();
          const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
          picked.items.add(new File([data], 'pier.png', { type: 'image/png' }));
          files.files = picked.files;
          form.append(files);
          document.body.append(form);
          form.submit();
        },
        { title, url: 'https://example.com/pier' },
        png,
      ),
    ]);

    const dialog = await findByRole(page, 'dialog', 'Create Post');
    const textbox = await within(dialog, 'textbox', 'Post text');
    expect(await textbox.evaluate((box) => (box as HTMLTextAreaElement).value)).toBe(
      `${title}\nhttps://example.com/pier`,
    );
    await within(dialog, 'image', 'pier.png');
    expect(new URL(page.url()).search).toBe('');
    await (await within(dialog, 'button', 'Post')).click();

    const card = await postCard(page, title);
    await expect
      .poll(() => loadedImages(card), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^\/media\//)]);
    const posts = (await postsBy(stack, ada, ada)).filter((post) => post.content.startsWith(title));
    expect(posts.map((post) => post.mediaUrls.map((media) => media.type))).toEqual([['image']]);
    expect(await page.evaluate(async () => (await (await caches.open('flock-shared')).keys()).length)).toBe(
      0,
    );
  });

  it('opens the feed and a post page offline with what was last seen, image included', async () => {
    const text = uniqueText('Harbour at dawn');
    const post = await createPostViaApi(stack, bea, text, image.file);
    const remark = uniqueText('The boats are back');
    await commentViaApi(stack, bea, post.id, remark);
    const page = await adaInFreshContext();
    await postCard(page, text);
    await page.goto(`${stack.baseUrl}/post/${post.id}`);
    const seen = await postCard(page, text);
    await findComment(seen, remark);
    await expect.poll(() => loadedImages(seen), { timeout: 10_000 }).toEqual([post.mediaUrls[0]!.url]);

    await setOffline(page, true);
    try {
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      const offlinePost = await postCard(page, text);
      await findComment(offlinePost, remark);
      await expect
        .poll(() => loadedImages(offlinePost), { timeout: 10_000 })
        .toEqual([post.mediaUrls[0]!.url]);

      await page.goto(`${stack.baseUrl}/dashboard`);
      await findByRole(page, 'navigation', 'Main');
      const offlineCard = await postCard(page, text);
      await expect
        .poll(() => loadedImages(offlineCard), { timeout: 10_000 })
        .toEqual([post.mediaUrls[0]!.url]);
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('Failed to load posts');
    } finally {
      await setOffline(page, false);
    }
  });

  it('applies a comment once when the answer to it is lost and the page sends it again', async () => {
    const text = uniqueText('Quiet street after the rain');
    const post = await createPostViaApi(stack, bea, text);
    const page = await adaInFreshContext();
    const card = await postCard(page, text);

    // Only the page may send: the worker's Background Sync would bypass the page's interception (and,
    // taking the outbox's lock first, send the comment itself). Only a worker puppeteer lists as a
    // target is taken offline, so the test waits until it is listed.
    await waitForServiceWorker(page);
    await page.browserContext().waitForTarget((target) => target.type() === 'service_worker');
    await setServiceWorkersOffline(page.browserContext(), true);
    // Fetch interception at the response stage: the server has answered, the page never hears it.
    const cdp = await page.createCDPSession();
    const attempts: Array<{ key: string | undefined; status: number | undefined; replayed: boolean }> = [];
    cdp.on('Fetch.requestPaused', (event: Protocol.Fetch.RequestPausedEvent) => {
      const header = (name: string) =>
        event.responseHeaders?.find((h) => h.name.toLowerCase() === name)?.value;
      const attempt = {
        key: Object.entries(event.request.headers).find(
          ([name]) => name.toLowerCase() === 'idempotency-key',
        )?.[1],
        status: event.responseStatusCode,
        replayed: header('idempotent-replayed') === 'true',
      };
      const lose = event.request.method === 'POST' && attempts.length === 0;
      if (event.request.method === 'POST') attempts.push(attempt);
      void (lose
        ? cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'ConnectionReset' })
        : cdp.send('Fetch.continueRequest', { requestId: event.requestId }));
    });
    await cdp.send('Fetch.enable', {
      patterns: [{ urlPattern: `${stack.baseUrl}/api/posts/${post.id}/comments`, requestStage: 'Response' }],
    });

    const remark = uniqueText('Lovely reflections');
    await addCommentIn(card, 0, remark);
    await expect
      .poll(() => attempts.length, { timeout: 20_000 })
      .toBe(2)
      .catch(async (error: Error) => {
        // What the page was waiting on, and whether the comment reached the server some other way.
        const outbox = JSON.stringify(await outboxEntries(page, ada.id));
        const onServer = (await commentsOn(stack, bea, post.id)).filter((c) => c.content.includes(remark));
        throw new Error(`${error.message}; outbox: ${outbox}; on the server: ${onServer.length}`);
      });
    const comment = await findComment(card, remark);
    await waitForNoPendingMarker(comment);
    await cdp.send('Fetch.disable');

    const [lost, retried] = attempts;
    expect(lost!.key).toBeTruthy();
    expect(retried).toEqual({ key: lost!.key, status: 201, replayed: true });
    expect(lost!.status).toBe(201);
    const onServer = (await commentsOn(stack, bea, post.id)).filter((c) => c.content.includes(remark));
    expect(onServer.map((c) => c.user.id)).toEqual([ada.id]);
  });
});
