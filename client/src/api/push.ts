import type {
  PushDeviceData,
  PushSubscriptionDto,
  PushSubscriptionInput,
  PushTestData,
  VapidPublicKeyData,
} from '@flock/shared';
import { request } from './http';

/** Web Push for this device: the server's VAPID key, the device's subscription and a test push. */
export const pushApi = {
  vapidPublicKey: () => request<VapidPublicKeyData>('/push/vapid-public-key'),
  subscribe: (subscription: PushSubscriptionInput) =>
    request<{ subscription: PushSubscriptionDto }>('/push/subscriptions', {
      method: 'POST',
      body: subscription,
    }),
  unsubscribe: (endpoint: string) =>
    request<{ endpoint: string }>('/push/subscriptions', { method: 'DELETE', body: { endpoint } }),
  device: (endpoint: string) =>
    request<PushDeviceData>(`/push/device?endpoint=${encodeURIComponent(endpoint)}`),
  // Not queued: a test only means something while the device is online to receive it.
  test: (endpoint: string) => request<PushTestData>('/push/test', { method: 'POST', body: { endpoint } }),
};
