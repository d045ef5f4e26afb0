import { Op } from 'sequelize';
import {
  PUSH_TEST_COOLDOWN_SECONDS,
  PUSH_TEST_MESSAGE,
  pushTestTooSoonMessage,
  type WebPushPayload,
} from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { PUSH_ICON } from '../jobs/definitions/SendWebPushJob.js';
import { findOwnPushDevice } from '../queries/ownPushDevice.js';

/** A test message is only useful now: the push service drops it if the device is not reachable soon. */
const TEST_TTL_SECONDS = 60;
const COOLDOWN_MS = PUSH_TEST_COOLDOWN_SECONDS * 1000;

/**
 * Pushes a test notification to the member's own device at `endpoint` and nowhere else. One per
 * device per cooldown: the cooldown is claimed with a conditional UPDATE (two taps at once send one),
 * and given back when the push service could not be reached, so the member can try again.
 */
export async function sendTestPush(ctx: AppContext, userId: string, endpoint: string): Promise<Date> {
  const { PushSubscription } = ctx.db.models;
  const device = await findOwnPushDevice(ctx.db.models, userId, endpoint);
  if (!device) throw new AppError('push_subscription_not_found');

  const now = new Date();
  const [claimed] = await PushSubscription.update(
    { lastTestAt: now },
    {
      where: {
        id: device.id,
        [Op.or]: [{ lastTestAt: null }, { lastTestAt: { [Op.lte]: new Date(now.getTime() - COOLDOWN_MS) } }],
      },
    },
  );
  if (claimed === 0) {
    await device.reload();
    const lastTest = device.lastTestAt?.getTime() ?? now.getTime();
    const secondsLeft = (lastTest + COOLDOWN_MS - now.getTime()) / 1000;
    throw new AppError('push_test_too_soon', {
      message: pushTestTooSoonMessage(secondsLeft),
      extra: { retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) },
    });
  }

  const payload: WebPushPayload = { ...PUSH_TEST_MESSAGE, icon: PUSH_ICON };
  try {
    const outcome = await ctx.push.sendPush(device, payload, {
      ttlSeconds: TEST_TTL_SECONDS,
      urgency: 'high',
    });
    if (outcome === 'gone') throw new AppError('push_device_gone');
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.logger.warn({ err: error }, 'test push failed');
    await PushSubscription.update(
      { lastTestAt: device.lastTestAt ?? null },
      { where: { id: device.id, lastTestAt: now } },
    );
    throw new AppError('push_service_unavailable');
  }
  return now;
}
