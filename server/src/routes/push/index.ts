import express, { type Router } from 'express';
import {
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  SUCCESS_MESSAGES,
  type PushDeviceData,
  type PushTestData,
  type VapidPublicKeyData,
} from '@flock/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { sendTestPush } from '../../commands/sendTestPush.js';
import { presentPushDevice, presentPushSubscription } from '../../presenters/presentPushSubscription.js';
import { findOwnPushDevice } from '../../queries/ownPushDevice.js';
import { removePushSubscription, savePushSubscription } from '../../services/push/subscriptionStore.js';

/** /api/push: the VAPID key, this device's Web Push subscription and a test notification to it. */
export function pushRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/vapid-public-key', (_req, res) => {
    const data: VapidPublicKeyData = { publicKey: ctx.push.publicKey };
    sendOk(res, data);
  });

  router.post('/subscriptions', async (req, res) => {
    const input = parse(PushSubscriptionSchema, req.body);
    const subscription = await savePushSubscription(ctx.db.models, currentUser(req).id, input);
    sendOk(
      res,
      { subscription: presentPushSubscription(subscription) },
      { status: 201, message: SUCCESS_MESSAGES.pushSubscribed },
    );
  });

  router.delete('/subscriptions', async (req, res) => {
    const { endpoint } = parse(PushUnsubscribeSchema, req.body);
    if (!(await removePushSubscription(ctx.db.models, currentUser(req).id, endpoint))) {
      throw new AppError('push_subscription_not_found');
    }
    sendOk(res, { endpoint }, { message: SUCCESS_MESSAGES.pushUnsubscribed });
  });

  // The device names itself by its endpoint; another member's device reads as none.
  router.get('/device', async (req, res) => {
    const { endpoint } = parse(PushUnsubscribeSchema, { endpoint: req.query.endpoint });
    const device = await findOwnPushDevice(ctx.db.models, currentUser(req).id, endpoint);
    const data: PushDeviceData = {
      device: device ? presentPushDevice(device) : null,
      publicKey: ctx.push.publicKey,
    };
    sendOk(res, data);
  });

  router.post('/test', async (req, res) => {
    const { endpoint } = parse(PushUnsubscribeSchema, req.body);
    const sentAt = await sendTestPush(ctx, currentUser(req).id, endpoint);
    const data: PushTestData = { sentAt: sentAt.toISOString() };
    sendOk(res, data, { message: SUCCESS_MESSAGES.pushTestSent });
  });

  return router;
}
