import crypto from 'node:crypto';
import type { BrowserContext, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_TEST_MESSAGE,
  type CommentDto,
  type ProfileUserDto,
  type PushDeviceData,
  type WebPushPayload,
} from '@flock/shared';
import { browserPushKeys } from '../../testing/pushKeys.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../testing/pushServiceStandIn.js';
import {
  apiData,
  commentsOn,
  commentViaApi,
  createPostViaApi,
  openAppAs,
  signUpViaApi,
  type ApiMember,
} from './support/api.js';
import { backgroundSyncFor } from './support/backgroundSync.js';
import {
  findByRole,
  launchBrowser,
  setOffline,
  setServiceWorkersOffline,
  type TestBrowser,
} from './support/browser.js';
import {
  clickShownNotification,
  deliverPush,
  notificationsViaApi,
  shownActions,
  stubPushService,
} from './support/notifications.js';
import { waitForPath } from './support/members.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Push that heals itself and notification buttons, end to end: a real server pushing through a stand-in push service (HTTPS,
 * VAPID, encrypted), Chromium's worker receiving what the push service would deliver.
 */
describe("this device's push: checked, healed, and acted on from the notification", () => {
  let stack: Stack;
  let pushService: PushServiceStandIn;
  let chrome: TestBrowser;
  let context: BrowserContext;
  let page: Page;
  let pia: ApiMember;
  let bob: ApiMember;
  const device = `pia-${crypto.randomUUID()}`;
  let endpoint: string;

  const answerTo = (method: string, path: string) =>
    page.waitForResponse(
      (response: HTTPResponse) =>
        response.request().method() === method && new URL(response.url()).pathname === `/api${path}`,
    );
  const serverRecord = async () =>
    (
      await apiData<PushDeviceData>(
        stack,
        pia.token,
        'GET',
        `/push/device?endpoint=${encodeURIComponent(endpoint)}`,
      )
    ).device;
  const cardValue = (term: string) =>
    page.evaluate((wanted) => {
      const rows = [...document.querySelectorAll('.push-device-info .account-info-row')];
      const row = rows.find((r) => r.querySelector('dt')?.textContent === wanted);
      return row?.querySelector('dd')?.textContent ?? null;
    }, term);
  /** A record of Pia's member database on this device, as the app would read it. */
  const stored = <T>(store: string, key: string) =>
    page.evaluate(
      (name, store, key) =>
        new Promise<T | null>((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => {
            const read = open.result.transaction(store).objectStore(store).get(key);
            read.onsuccess = () => resolve((read.result as T | undefined) ?? null);
            read.onerror = () => resolve(null);
          };
          open.onerror = () => resolve(null);
        }),
      `flock-member-${pia.id}`,
      store,
      key,
    ) as Promise<T | null>;
  const cardStatus = () => page.$eval('.push-device-note[role="status"]', (el) => el.textContent ?? '');
  /** What the push service got for Pia's device, decrypted, from `from` on. */
  const pushesToPia = (from = 0) =>
    pushService.received
      .slice(from)
      .filter((push) => push.device === device)
      .map((push) => push.payload as WebPushPayload);
  const nextPushToPia = async (from: number, body: string) => {
    await expect
      .poll(() => pushesToPia(from).some((p) => p.body.includes(body)), { timeout: 30_000 })
      .toBe(true);
    return pushesToPia(from).find((p) => p.body.includes(body))!;
  };

  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    stack = await startStack({
      env: { NODE_EXTRA_CA_CERTS: pushService.certificateFile, AGENDA_PROCESS_EVERY_MS: '250' },
    });
    chrome = await launchBrowser();
    [pia, bob] = [await signUpViaApi(stack, 'Pia'), await signUpViaApi(stack, 'Bob')];
    const browserKeys = browserPushKeys();
    pushService.registerDevice(device, browserKeys);
    endpoint = pushService.endpointFor(device);
    context = await chrome.browser.createBrowserContext();
    await context.overridePermissions(stack.baseUrl, ['notifications']);
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await stubPushService(page, endpoint, browserKeys.keys);
    await openAppAs(page, stack, pia);
    await page.goto(`${stack.baseUrl}/settings`);
    const registered = answerTo('POST', '/push/subscriptions');
    await (await findByRole(page, 'switch', 'Push notifications')).click();
    expect((await registered).status()).toBe(201);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
    await pushService?.close();
  });

  it('Settings shows the device subscribed since the server recorded it, and a test push reaches it alone', async () => {
    await expect.poll(() => cardValue('Status'), { timeout: 15_000 }).toBe('Subscribed');
    const record = await serverRecord();
    expect(record?.endpoint).toBe(endpoint);
    expect(await cardValue('Since')).not.toBeNull();
    expect(await cardValue('Last push received')).toBe('None yet');

    const before = pushService.received.length;
    const tested = answerTo('POST', '/push/test');
    await (await findByRole(page, 'button', 'Send a test notification')).click();
    expect((await tested).status()).toBe(200);
    await expect.poll(cardStatus).toMatch(/^Test notification sent/);
    expect(pushService.received.slice(before)).toMatchObject([
      { device, status: 201, payload: { ...PUSH_TEST_MESSAGE } },
    ]);

    // The push service hands it to the browser; the worker shows it and records it.
    await deliverPush(page, stack.baseUrl, pushesToPia(before)[0]!);
    await expect
      .poll(() => cardValue('Last push received'), { timeout: 15_000 })
      .toContain(PUSH_TEST_MESSAGE.body);

    await (await findByRole(page, 'button', 'Send a test notification')).click();
    await expect
      .poll(cardStatus)
      .toMatch(/^Please wait \d+ second\(s\) before sending another test notification$/);
    expect(pushService.received).toHaveLength(before + 1);
  });

  it('on start, registers the device again when the server lost its record', async () => {
    await apiData(stack, pia.token, 'DELETE', '/push/subscriptions', { endpoint });
    expect(await serverRecord()).toBeNull();
    const registered = answerTo('POST', '/push/subscriptions');
    await page.reload();
    expect((await registered).status()).toBe(201);
    await expect.poll(serverRecord).toMatchObject({ endpoint });
  });

  it('on start, re-subscribes silently when the subscription was made with another server key', async () => {
    const oldKey = crypto.createECDH('prime256v1').generateKeys().toString('base64');
    await page.evaluate((key) => localStorage.setItem('test-push-subscription', key), oldKey);
    const registered = answerTo('POST', '/push/subscriptions');
    await page.reload();
    expect((await registered).status()).toBe(201);
    const held = await page.evaluate(() => localStorage.getItem('test-push-subscription'));
    const { publicKey } = await apiData<{ publicKey: string }>(
      stack,
      pia.token,
      'GET',
      '/push/vapid-public-key',
    );
    expect(Buffer.from(held ?? '', 'base64').equals(Buffer.from(publicKey, 'base64url'))).toBe(true);
  });

  it('on start, re-subscribes silently when the browser dropped the subscription', async () => {
    await page.evaluate(() => localStorage.removeItem('test-push-subscription'));
    const registered = answerTo('POST', '/push/subscriptions');
    await page.reload();
    expect((await registered).status()).toBe(201);
    expect(await page.evaluate(() => localStorage.getItem('test-push-subscription'))).not.toBeNull();
    await page.goto(`${stack.baseUrl}/settings`);
    await expect.poll(() => cardValue('Status'), { timeout: 15_000 }).toBe('Subscribed');
  });

  it('"Like" tapped offline is queued in the outbox and sent once by Background Sync; the app shows it', async () => {
    const post = await createPostViaApi(stack, pia, 'Pushes that act');
    const from = pushService.received.length;
    const comment = await commentViaApi(stack, bob, post.id, 'Nice one');
    const pushed = await nextPushToPia(from, 'commented on your post');
    expect(pushed.actions).toEqual(['like', 'mark_read']);

    await deliverPush(page, stack.baseUrl, pushed);
    expect(await shownActions(page, pushed.tag!)).toEqual([
      { action: 'like', title: 'Like' },
      { action: 'mark_read', title: 'Mark as read' },
    ]);

    const likedByPia = async () =>
      (await commentsOn(stack, pia, post.id)).find((c: CommentDto) => c.id === comment.id)?.likesCount;
    const read = async () =>
      (await notificationsViaApi(stack, pia)).find((n) => n.id === pushed.notificationId)?.isRead;
    await setOffline(page, true);
    await expect
      .poll(async () => (await stored<{ isRead: boolean }>('notifications', pushed.notificationId!))?.isRead)
      .toBe(false);
    await clickShownNotification(page, pushed.tag!, 'like');
    expect(await likedByPia()).toBe(0);
    expect(await read()).toBe(false);
    // On the device at once, as the page's own writes are: the notification is read.
    expect((await stored<{ isRead: boolean }>('notifications', pushed.notificationId!))?.isRead).toBe(true);

    // Only the worker comes back online: the page stays offline, so what sends is Background Sync.
    await setServiceWorkersOffline(context, false);
    const sync = await backgroundSyncFor(context, stack.baseUrl);
    try {
      await sync.fire();
      await expect.poll(likedByPia, { timeout: 15_000 }).toBe(1);
      await expect.poll(read).toBe(true);
      // Sent exactly once: another wake-up finds nothing left to send.
      await sync.fire();
      expect(await likedByPia()).toBe(1);
    } finally {
      await sync.close();
    }

    await setOffline(page, false);
    await page.goto(`${stack.baseUrl}/settings`);
    await expect
      .poll(() => cardValue('Last notification action'), { timeout: 15_000 })
      .toMatch(new RegExp(`^Like a comment by @${bob.username}, done`));
  });

  it('"Follow back" follows the member who followed, online at once', async () => {
    const from = pushService.received.length;
    await apiData(stack, bob.token, 'POST', `/users/follow/${pia.id}`);
    const pushed = await nextPushToPia(from, 'started following you');
    expect(pushed.actions).toEqual(['follow_back', 'mark_read']);
    await deliverPush(page, stack.baseUrl, pushed);
    expect(await shownActions(page, pushed.tag!)).toHaveLength(2);

    await clickShownNotification(page, pushed.tag!, 'follow_back');
    expect(await stored('follows', bob.id)).toMatchObject({ isFollowing: true });
    const following = async () =>
      (await apiData<{ user: ProfileUserDto }>(stack, pia.token, 'GET', `/users/profile/${bob.id}`)).user
        .isFollowing;
    await expect.poll(following, { timeout: 15_000 }).toBe(true);
  });

  it('the worker keeps the post a push is about, so tapping the notification offline opens it', async () => {
    const cy = await signUpViaApi(stack, 'Cy');
    const from = pushService.received.length;
    const post = await createPostViaApi(stack, cy, `Offline reading for @${pia.username}`);
    const pushed = await nextPushToPia(from, 'mentioned you in a post');
    await page.goto(`${stack.baseUrl}/notifications`);
    const kept = async () => (await stored<{ content: string }>('posts', post.id))?.content ?? null;
    expect(await kept()).toBeNull();
    await deliverPush(page, stack.baseUrl, pushed);
    await expect.poll(kept, { timeout: 15_000 }).toBe(post.content);

    await setOffline(page, true);
    try {
      await clickShownNotification(page, pushed.tag!);
      await waitForPath(page, `/post/${post.id}`);
      await page.waitForFunction(
        (content) =>
          [...document.querySelectorAll('main article')].some((a) => a.textContent?.includes(content)),
        { timeout: 15_000 },
        post.content,
      );
    } finally {
      await setOffline(page, false);
    }
  });
});
