import type { PushSubscriptionInput } from '@flock/shared';
import { isApiError } from '../api/ApiError';
import { pushApi } from '../api/push';
import { forgetPushDevice, rememberPushDevice } from '../data/pushLog';

/**
 * This device's Web Push subscription (DESIGN.md section 5). The browser's push service may never
 * answer (headless browsers, blocked networks), so nothing here waits on it without a time limit.
 */

export const PUSH_MESSAGES = {
  unsupported: 'Push notifications are not supported in this browser.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  dismissed: 'Push notifications need your permission. Please allow notifications when asked.',
  timeout: 'This browser did not set up push notifications in time. Please try again.',
  failed: 'Could not turn on push notifications. Please try again.',
} as const;

export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

const WORKER_READY_TIMEOUT_MS = 10_000;
const SUBSCRIBE_TIMEOUT_MS = 15_000;

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The subscription this browser holds for the site, if any (never waits on the push service). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The body `POST /api/push/subscriptions` takes. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Asks for the permission, subscribes with the server's VAPID key and tells the server. A
 * subscription made here is dropped again when the server does not take it.
 */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError(PUSH_MESSAGES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(PUSH_MESSAGES.blocked);
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.dismissed);
  const registration = await workerRegistration();
  const key = keyBytes((await pushApi.vapidPublicKey()).publicKey);

  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const made = !subscription;
  subscription ??= await subscribeWithKey(registration, key);
  try {
    await registerWithServer(subscription);
  } catch (error) {
    if (made) await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

export function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return withTimeout(navigator.serviceWorker.ready, WORKER_READY_TIMEOUT_MS, PUSH_MESSAGES.unsupported);
}

/** A new subscription from the push service, never waited on without a limit. */
export function subscribeWithKey(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  return withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_TIMEOUT_MS,
    PUSH_MESSAGES.timeout,
  );
}

/** Tells the server, and remembers on the device that it subscribed (start-up heals it from there). */
export async function registerWithServer(subscription: PushSubscription): Promise<void> {
  await pushApi.subscribe(subscriptionBody(subscription));
  await rememberPushDevice(subscription.endpoint).catch(() => undefined);
}

/**
 * Drops this device's subscription: the browser's at once (the push service then refuses further
 * pushes, and the server forgets the device), the server's copy when it can be reached (not after
 * sign-out, when there is no token to ask with).
 */
export async function unsubscribeThisDevice({ tellServer = true } = {}): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await subscription.unsubscribe();
  if (!tellServer) return;
  await forgetPushDevice().catch(() => undefined);
  try {
    await pushApi.unsubscribe(subscription.endpoint);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.kind === 'network')) return;
    console.warn('The server still holds this device for push', error);
  }
}
