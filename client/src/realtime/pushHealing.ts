import { pushApi } from '../api/push';
import { rememberedPushDevice } from '../data/pushLog';
import {
  currentPushSubscription,
  keyBytes,
  pushSupported,
  registerWithServer,
  sameKey,
  subscribeWithKey,
  unsubscribeThisDevice,
  workerRegistration,
} from './pushDevice';

/**
 * Push that heals itself: on every start the device's subscription is checked against the
 * server's VAPID key and the server's record. A subscription the browser dropped, or one made with a
 * key the server no longer signs with, is replaced silently (the permission was given already); one
 * the server lost is registered again. With push off, a leftover subscription is dropped.
 */
export type PushHealing =
  | 'unsupported'
  | 'off'
  /** This browser never subscribed for the member: nothing to heal. */
  | 'not-here'
  /** The permission was taken back: only the member can give it again. */
  | 'no-permission'
  | 'in-step'
  | 'registered'
  | 'resubscribed';

export async function healPushDevice(pushOn: boolean): Promise<PushHealing> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await currentPushSubscription();
  if (!pushOn) {
    if (subscription) await unsubscribeThisDevice();
    return 'off';
  }
  const remembered = await rememberedPushDevice().catch(() => null);
  const endpoint = subscription?.endpoint ?? remembered?.endpoint;
  if (!endpoint) return 'not-here';
  if (Notification.permission !== 'granted') return 'no-permission';

  const { device, publicKey } = await pushApi.device(endpoint);
  const key = keyBytes(publicKey);
  if (subscription && sameKey(subscription, key)) {
    if (device) return 'in-step';
    await registerWithServer(subscription);
    return 'registered';
  }
  await subscription?.unsubscribe();
  const fresh = await subscribeWithKey(await workerRegistration(), key);
  await registerWithServer(fresh);
  if (device && device.endpoint !== fresh.endpoint)
    await pushApi.unsubscribe(device.endpoint).catch(() => undefined);
  return 'resubscribed';
}
