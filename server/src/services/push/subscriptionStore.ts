import type { PushSubscriptionInput } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { Models } from '../../models/index.js';
import { PushSubscription } from '../../models/PushSubscription.js';

type Subscriptions = Pick<Models, 'PushSubscription'>;

/**
 * Stores this device's subscription for `userId`. A device has one row: subscribing an endpoint
 * again refreshes its keys and moves it to whoever is signed in on the device now.
 */
export async function savePushSubscription(
  models: Subscriptions,
  userId: string,
  input: Pick<PushSubscriptionInput, 'endpoint' | 'keys'>,
): Promise<PushSubscription> {
  const endpointHash = PushSubscription.hashEndpoint(input.endpoint);
  const values = { userId, endpoint: input.endpoint, endpointHash, ...input.keys };
  for (let attempt = 1; ; attempt += 1) {
    const existing = await models.PushSubscription.findOne({ where: { endpointHash } });
    if (existing) return existing.update(values);
    try {
      return await models.PushSubscription.create(values);
    } catch (error) {
      // The same device subscribed twice at once: the other request created the row; update it.
      if (!(error instanceof UniqueConstraintError) || attempt > 1) throw error;
    }
  }
}

/** Removes the member's own subscription for `endpoint`; false when they have none there. */
export async function removePushSubscription(
  models: Subscriptions,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const removed = await models.PushSubscription.destroy({
    where: { userId, endpointHash: PushSubscription.hashEndpoint(endpoint) },
  });
  return removed > 0;
}
