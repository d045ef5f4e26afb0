import type { Models } from '../models/index.js';
import { PushSubscription } from '../models/PushSubscription.js';

/** The member's own record of the device at `endpoint`; null when there is none or it is another's. */
export function findOwnPushDevice(
  models: Pick<Models, 'PushSubscription'>,
  userId: string,
  endpoint: string,
): Promise<PushSubscription | null> {
  return models.PushSubscription.findOne({
    where: { userId, endpointHash: PushSubscription.hashEndpoint(endpoint) },
  });
}
