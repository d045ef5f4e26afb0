import type { PushSubscriptionDto, PushSubscriptionInput, VapidPublicKeyData } from '@flock/shared';
import { request } from './http';

/** Web Push for this device: the server's VAPID key and the device's subscription. */
export const pushApi = {
  vapidPublicKey: () => request<VapidPublicKeyData>('/push/vapid-public-key'),
  subscribe: (subscription: PushSubscriptionInput) =>
    request<{ subscription: PushSubscriptionDto }>('/push/subscriptions', {
      method: 'POST',
      body: subscription,
    }),
  unsubscribe: (endpoint: string) =>
    request<{ endpoint: string }>('/push/subscriptions', { method: 'DELETE', body: { endpoint } }),
};
