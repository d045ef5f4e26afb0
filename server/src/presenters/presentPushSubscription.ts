import type { PushDeviceDto, PushSubscriptionDto } from '@flock/shared';
import type { PushSubscription } from '../models/PushSubscription.js';

/** The owner's view of a device subscription; the encryption keys never leave the server again. */
export function presentPushSubscription(subscription: PushSubscription): PushSubscriptionDto {
  return {
    id: subscription.id,
    endpoint: subscription.endpoint,
    createdAt: subscription.createdAt.toISOString(),
  };
}

/** The device's record for the Settings push card. */
export function presentPushDevice(subscription: PushSubscription): PushDeviceDto {
  return {
    ...presentPushSubscription(subscription),
    lastTestAt: subscription.lastTestAt ? subscription.lastTestAt.toISOString() : null,
  };
}
