import type { PushSubscriptionDto } from '@flock/shared';
import type { PushSubscription } from '../models/PushSubscription.js';

/** The owner's view of a device subscription; the encryption keys never leave the server again. */
export function presentPushSubscription(subscription: PushSubscription): PushSubscriptionDto {
  return {
    id: subscription.id,
    endpoint: subscription.endpoint,
    createdAt: subscription.createdAt.toISOString(),
  };
}
