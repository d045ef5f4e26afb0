import { vi } from 'vitest';
import { ok, scriptFetch, TEST_USER, type Reply } from '../../pages/dashboard/testKit';

/** The browser's push machinery and the server's push routes, as the Settings push cards use them. */

export const KEY = new Uint8Array(65).map((_, i) => (i * 7 + 4) % 256);
export const KEY_TEXT = btoa(String.fromCharCode(...KEY))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
export const ENDPOINT = 'https://push.example.net/send/device-1';
export const KEYS = { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' };

/** The browser's push machinery as far as the switch uses it. */
export function fakeBrowser({ permission = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { pushManager, subscription, requestPermission };
}

export function server(overrides: Record<string, Reply | 'network'> = {}) {
  return scriptFetch({
    'GET /settings': ok({ settings: TEST_USER.settings }),
    'GET /push/vapid-public-key': ok({ publicKey: KEY_TEXT }),
    'POST /push/subscriptions': {
      status: 201,
      body: { success: true, data: { subscription: { id: 's1' } } },
    },
    'DELETE /push/subscriptions': ok({ endpoint: ENDPOINT }),
    'GET /push/device': ok({ device: null, publicKey: KEY_TEXT }),
    'PUT /settings': ({ body }) => ok({ settings: { ...TEST_USER.settings, ...(body as object) } }),
    ...overrides,
  });
}
