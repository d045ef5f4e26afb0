import express, { type Router } from 'express';
import {
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  SUCCESS_MESSAGES,
  type VapidPublicKeyData,
} from '@flock/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { presentPushSubscription } from '../../presenters/presentPushSubscription.js';
import { removePushSubscription, savePushSubscription } from '../../services/push/subscriptionStore.js';

/** /api/push: the VAPID key and this device's Web Push subscription. */
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

  return router;
}
