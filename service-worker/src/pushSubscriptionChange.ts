/**
 * The push service replaced (or dropped) this device's subscription: the worker subscribes again
 * with the same server key and tells the server, so pushes keep arriving without a page open.
 */
import { apiUrl, readWorkerSession } from '@flock/shared';
import { API_ORIGIN } from './apiOrigin';

declare const self: ServiceWorkerGlobalScope;

const SUBSCRIBE_TIMEOUT_MS = 15_000;

export function resubscribeOnChange(): void {
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEvent;
    change.waitUntil(resubscribe(change.oldSubscription, change.newSubscription));
  });
}

async function resubscribe(old: PushSubscription | null, fresh: PushSubscription | null): Promise<void> {
  const session = await readWorkerSession(self.indexedDB);
  if (!session) return;
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${session.token}`,
  };
  const subscription = fresh ?? (await subscribeAgain(old, headers));
  const json = subscription.toJSON();
  const response = await fetch(apiUrl(API_ORIGIN, '/push/subscriptions'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth },
    }),
  });
  if (!response.ok) throw new Error(`The server did not take the new push subscription (${response.status})`);
  if (old && old.endpoint !== subscription.endpoint) {
    await fetch(apiUrl(API_ORIGIN, '/push/subscriptions'), {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ endpoint: old.endpoint }),
    }).catch(() => undefined);
  }
}

async function subscribeAgain(
  old: PushSubscription | null,
  headers: Record<string, string>,
): Promise<PushSubscription> {
  const key = old?.options.applicationServerKey ?? (await serverKey(headers));
  const subscribing = self.registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The push service did not answer')),
      SUBSCRIBE_TIMEOUT_MS,
    );
    subscribing.then(
      (subscription) => {
        clearTimeout(timer);
        resolve(subscription);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function serverKey(headers: Record<string, string>): Promise<string> {
  const response = await fetch(apiUrl(API_ORIGIN, '/push/vapid-public-key'), { headers });
  const body = (await response.json()) as { data?: { publicKey?: string } };
  if (!response.ok || !body.data?.publicKey) throw new Error('No server key for push');
  return body.data.publicKey;
}
