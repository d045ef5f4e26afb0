import crypto from 'node:crypto';
import type { Page, WebWorker } from 'puppeteer-core';
import type { NotificationDto, NotificationFilter, NotificationPageDto, WebPushPayload } from '@flock/shared';
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
export async function stubPushService(page: Page, endpoint: string): Promise<void> {
  const keys = devicePushKeys();
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
 * Delivers a push message to the page's service worker, as a push service would (DevTools protocol).
 * It waits for the worker to be running: these tests are about what the worker does with a push,
 * and a DevTools push sent while the worker is still starting was now and then never dispatched.
 */
export async function deliverPush(page: Page, origin: string, payload: WebPushPayload): Promise<void> {
  await serviceWorkerOf(page);
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
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** What the service worker shows right now (`registration.getNotifications()`). */
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
 * Clicks a shown notification from inside the worker. DevTools cannot click a notification, and an
 * event made by script may not call `waitUntil`, so the click event gets one that keeps the promise.
 */
export async function clickShownNotification(page: Page, tag: string): Promise<void> {
  const worker = await serviceWorkerOf(page);
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
    };
    const { NotificationEvent } = self as unknown as {
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const event = new NotificationEvent('notificationclick', { notification });
    let handled: Promise<unknown> = Promise.resolve();
    Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => (handled = promise) });
    scope.dispatchEvent(event);
    await handled;
  }, tag);
}
