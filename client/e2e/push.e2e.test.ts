import type { BrowserContext, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSettingsDto } from '@flock/shared';
import { apiData, openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { findByRole, launchBrowser, type TestBrowser } from './support/browser.js';
import { waitForPath } from './support/members.js';
import {
  clickShownNotification,
  deliverPush,
  devicePushKeys,
  serviceWorkerOf,
  shownNotifications,
  stubPushService,
} from './support/notifications.js';
import { startStack, type Stack } from './support/stack.js';

describe('Web Push on this device', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let pia: ApiMember;
  let page: Page;
  let context: BrowserContext;
  const endpoint = `https://push.example.test/send/${Date.now().toString(36)}`;

  const pushSetting = async () =>
    (await apiData<{ settings: UserSettingsDto }>(stack, pia.token, 'GET', '/settings')).settings
      .pushNotifications;
  const answerTo = (method: string, path: string) =>
    page.waitForResponse(
      (response: HTTPResponse) =>
        response.request().method() === method && new URL(response.url()).pathname === `/api${path}`,
    );
  const pushSwitch = () => findByRole(page, 'switch', 'Push notifications');
  const switchState = async () => (await pushSwitch()).evaluate((el) => el.getAttribute('aria-checked'));

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    pia = await signUpViaApi(stack, 'Pia');
    context = await chrome.browser.createBrowserContext();
    await context.overridePermissions(stack.baseUrl, ['notifications']);
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await stubPushService(page, endpoint);
    await openAppAs(page, stack, pia);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('the Settings switch subscribes this device, registers it with the server and turns the setting on', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    expect(await switchState()).toBe('false');
    const registered = answerTo('POST', '/push/subscriptions');
    await (await pushSwitch()).click();
    const answer = await registered;
    expect(answer.status()).toBe(201);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ endpoint });
    await expect.poll(pushSetting).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('[role="switch"][aria-checked="true"]:not([disabled])') !== null,
    );

    await page.reload();
    await expect.poll(switchState).toBe('true');
  });

  it('the worker shows a push with its title, body, icon and per-post tag, and a click routes an open window', async () => {
    await page.goto(`${stack.baseUrl}/dashboard`);
    await deliverPush(page, stack.baseUrl, {
      title: 'Flock',
      body: 'Ben Tester liked your post',
      url: '/profile/pia_push',
      tag: 'post:0199-test',
      icon: '/icons/icon-192.png',
      badgeCount: 3,
    });
    expect(await shownNotifications(page)).toEqual([
      {
        title: 'Flock',
        body: 'Ben Tester liked your post',
        tag: 'post:0199-test',
        icon: `${stack.baseUrl}/icons/icon-192.png`,
        data: { url: '/profile/pia_push', tag: 'post:0199-test' },
      },
    ]);

    await deliverPush(page, stack.baseUrl, {
      title: 'Flock',
      body: 'Ben Tester and others liked your post',
      url: '/profile/pia_push',
      tag: 'post:0199-test',
    });
    expect((await shownNotifications(page)).map((n) => n.body)).toEqual([
      'Ben Tester and others liked your post',
    ]);

    await clickShownNotification(page, 'post:0199-test');
    await waitForPath(page, '/profile/pia_push');
    expect(await shownNotifications(page)).toEqual([]);
  });

  it('when the push service replaces the subscription, the worker registers the new one without a page', async () => {
    const worker = await serviceWorkerOf(page);
    const fresh = { endpoint: `${endpoint}-renewed`, keys: devicePushKeys() };
    const outcome = await worker.evaluate(async ({ endpoint, keys }) => {
      const subscription = { endpoint, toJSON: () => ({ endpoint, keys }) };
      const event = new Event('pushsubscriptionchange');
      let handled: Promise<unknown> = Promise.resolve();
      Object.defineProperties(event, {
        oldSubscription: { value: null },
        newSubscription: { value: subscription },
        waitUntil: { value: (promise: Promise<unknown>) => (handled = promise) },
      });
      self.dispatchEvent(event);
      return handled.then(
        () => 'registered',
        (error: Error) => error.message,
      );
    }, fresh);
    expect(outcome).toBe('registered');
  });

  it('turning the switch off drops the device and the setting', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    await expect.poll(switchState).toBe('true');
    const dropped = answerTo('DELETE', '/push/subscriptions');
    await (await pushSwitch()).click();
    expect((await dropped).status()).toBe(200);
    await expect.poll(pushSetting).toBe(false);
    await expect.poll(switchState).toBe('false');
  });
});
