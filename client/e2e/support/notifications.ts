import crypto from 'node:crypto';
import type { Page, WebWorker } from 'puppeteer-core';
import {
  PUSH_LOG_CHANGED_MESSAGE,
  type NotificationDto,
  type NotificationFilter,
  type NotificationPageDto,
  type WebPushPayload,
} from '@flock/shared';
import { apiData, type ApiMember } from './api.js';
import type { Stack } from './stack.js';

/** The bell, the live dot and the notifications as the page and the server see them. */

/** The bell's badge text ('' without one). */
export function bellBadge(page: Page): Promise<string> {
  return page.evaluate(
    () => document.querySelector('button[aria-label="Notifications"] .count-badge')?.textContent ?? '',
  );
}

export async function waitForBellBadge(page: Page, text: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      (document.querySelector('button[aria-label="Notifications"] .count-badge')?.textContent ?? '') ===
      wanted,
    { timeout },
    text,
  );
}

/** Waits until the header's connection dot reads `label` (Live, Connecting, Offline). */
export async function waitForLiveDot(page: Page, label: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('.live-indicator')?.textContent === wanted,
    { timeout },
    label,
  );
}

export async function unreadCountViaApi(stack: Stack, member: ApiMember): Promise<number> {
  return (await apiData<{ count: number }>(stack, member.token, 'GET', '/notifications/unread-count')).count;
}

export async function notificationsViaApi(
  stack: Stack,
  member: ApiMember,
  type: NotificationFilter = 'all',
): Promise<NotificationDto[]> {
  const page = await apiData<NotificationPageDto>(
    stack,
    member.token,
    'GET',
    `/notifications?type=${type}&limit=50`,
  );
  return page.notifications;
}

/** The rows of the Notifications page's list, as their text. */
export function listedNotifications(page: Page): Promise<string[]> {
  return page.$$eval('main ul[aria-label="Notifications"] > li', (rows) =>
    rows.map((row) => row.querySelector('.notification-text')?.textContent?.trim() ?? ''),
  );
}

/** Marks the document so a test can tell it was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** A browser-made push subscription's keys (P-256 public key and auth secret), as base64url. */
export function devicePushKeys(): { p256dh: string; auth: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

/**
 * Headless Chromium has no push service (`pushManager.subscribe()` never settles), so the page's
 * PushManager is replaced by one that hands out a subscription with real-looking keys and a
 * endpoint of our choosing; it lives in localStorage so it survives reloads.
 */
export async function stubPushService(
  page: Page,
  endpoint: string,
  keys: { p256dh: string; auth: string } = devicePushKeys(),
): Promise<void> {
  await page.evaluateOnNewDocument(
    (endpoint, keys) => {
      const STORE = 'test-push-subscription';
      const make = (serverKey: string): PushSubscription => {
        const bytes = Uint8Array.from(atob(serverKey), (c) => c.charCodeAt(0));
        return {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          getKey: () => null,
          unsubscribe: async () => {
            localStorage.removeItem(STORE);
            return true;
          },
        } as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey as Uint8Array;
        const serverKey = btoa(String.fromCharCode(...key));
        localStorage.setItem(STORE, serverKey);
        return make(serverKey);
      };
      PushManager.prototype.getSubscription = async function () {
        const serverKey = localStorage.getItem(STORE);
        return serverKey ? make(serverKey) : null;
      };
    },
    endpoint,
    keys,
  );
}

/** The page's service worker, to run code in its scope. */
export async function serviceWorkerOf(page: Page): Promise<WebWorker> {
  const target = await page
    .browserContext()
    .waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(new URL(page.url()).origin));
  const worker = await target.worker();
  if (!worker) throw new Error('the service worker has no scope to run in');
  return worker;
}

/**
 * Delivers a push message to the page's service worker, as a push service would (DevTools protocol),
 * and returns once the worker has shown it: the worker tells its pages after it showed and recorded a
 * push. It waits for the worker to be running first: a DevTools push sent while the worker was still
 * starting was now and then never dispatched.
 */
export async function deliverPush(page: Page, origin: string, payload: WebPushPayload): Promise<void> {
  await serviceWorkerOf(page);
  const handledBefore = await countPushesHandled(page);
  const session = await page.createCDPSession();
  try {
    const registrationId = new Promise<string>((resolve) =>
      session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  } finally {
    await session.detach().catch(() => undefined);
  }
  await page.waitForFunction(
    (before) => (window as unknown as { __pushesHandled: number }).__pushesHandled > before,
    { timeout: 15_000, polling: 100 },
    handledBefore,
  );
}

/** How many pushes the worker told this page it handled since the page started listening. */
function countPushesHandled(page: Page): Promise<number> {
  return page.evaluate((type) => {
    const counted = window as unknown as { __pushesHandled?: number };
    if (counted.__pushesHandled === undefined) {
      counted.__pushesHandled = 0;
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === type) counted.__pushesHandled! += 1;
      });
    }
    return counted.__pushesHandled;
  }, PUSH_LOG_CHANGED_MESSAGE.type);
}

/**
 * Keeps a list, in the page, of the notifications the page itself has shown through its service
 * worker registration (title and body, once the browser said it is shown). Call before the page loads.
 */
export async function recordNotificationsShownByPage(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const shown: string[] = [];
    Object.assign(window, { __shownByPage: shown });
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
      await show.call(this, title, options);
      shown.push(`${title}: ${options?.body ?? ''}`);
    };
  });
}

/** Waits until the page has shown `count` notifications (recordNotificationsShownByPage); answers them. */
export async function waitForNotificationsShownByPage(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { __shownByPage: string[] }).__shownByPage.length >= wanted,
    // A page out of view gets no animation frames, puppeteer's default way of polling.
    { timeout: 20_000, polling: 100 },
    count,
  );
  return page.evaluate(() => (window as unknown as { __shownByPage: string[] }).__shownByPage);
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/**
 * What the service worker shows right now (`registration.getNotifications()`). Read it only once the
 * notification is known to be shown (`deliverPush`, `waitForNotificationsShownByPage`), never in a
 * poll: Chromium's getNotifications() also deletes from its store every notification written before
 * the call that the display does not list yet, so a call made while one is being shown loses it.
 */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

/**
 * Clicks a shown notification (or one of its buttons, `action`) from inside the worker. DevTools
 * cannot click a notification, and an event made by script may not call `waitUntil`, so the click
 * event gets one that keeps the promise.
 */
export async function clickShownNotification(page: Page, tag: string, action = ''): Promise<void> {
  const worker = await serviceWorkerOf(page);
  await worker.evaluate(
    async (wanted, action) => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(e: Event): boolean;
      };
      const { NotificationEvent } = self as unknown as {
        NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event;
      };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error(`no notification tagged ${wanted}`);
      const event = new NotificationEvent('notificationclick', { notification, action });
      let handled: Promise<unknown> = Promise.resolve();
      Object.defineProperty(event, 'waitUntil', {
        value: (promise: Promise<unknown>) => (handled = promise),
      });
      scope.dispatchEvent(event);
      await handled;
    },
    tag,
    action,
  );
}

/** The buttons of the shown notification tagged `tag`, as the worker gave them. */
export function shownActions(page: Page, tag: string): Promise<{ action: string; title: string }[]> {
  return page.evaluate(async (wanted) => {
    const registration = await navigator.serviceWorker.ready;
    const [shown] = await registration.getNotifications({ tag: wanted });
    const actions =
      (shown as (Notification & { actions?: { action: string; title: string }[] }) | undefined)?.actions ??
      [];
    return actions.map(({ action, title }) => ({ action, title }));
  }, tag);
}
