import crypto from 'node:crypto';
import type { PushSubscriptionInput } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import { AppError } from '../../errors.js';
import type { Models } from '../../models/index.js';
import { PushSubscription } from '../../models/PushSubscription.js';

type Subscriptions = Pick<Models, 'PushSubscription'>;

/**
 * Stores this device's subscription for `userId`. A device has one row. Its owner may subscribe the
 * endpoint again with new keys (the browser renewed them). Another member may take the row over (a
 * shared browser, a new sign-in) only with the same keys: the `auth` secret is what proves it is the
 * same browser subscription, so a known endpoint sent with other keys is refused (409) and unchanged.
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
    if (existing) {
      if (existing.userId !== userId && !sameKeys(existing, input.keys)) {
        throw new AppError('push_subscription_conflict');
      }
      return existing.update(values);
    }
    try {
      return await models.PushSubscription.create(values);
    } catch (error) {
      // The same device subscribed twice at once: the other request created the row; update it.
      if (!(error instanceof UniqueConstraintError) || attempt > 1) throw error;
    }
  }
}

function sameKeys(row: PushSubscription, keys: PushSubscriptionInput['keys']): boolean {
  return equalSecret(row.auth, keys.auth) && equalSecret(row.p256dh, keys.p256dh);
}

function equalSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
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
