import express, { type Response, type Router } from 'express';
import {
  PaymentVerificationSchema,
  readPaymentVerification,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionAnswerDto,
} from '@flock/shared';
import { cancelPremium } from '../../commands/cancelPremium.js';
import { createPremiumCheckout } from '../../commands/createPremiumCheckout.js';
import { reactivatePremium } from '../../commands/reactivatePremium.js';
import { verifyPremiumPayment } from '../../commands/verifyPremiumPayment.js';
import type { AppContext } from '../../context.js';
import { validationError } from '../../errors.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import type { User } from '../../models/User.js';
import { presentSelf } from '../../presenters/presentSelf.js';
import { presentSubscription } from '../../presenters/presentSubscription.js';
import { loadCountsOf } from '../../queries/userCounts.js';

/**
 * /api/subscription: premium through Razorpay (spec 000 section 7 "Subscription"). Reads work without
 * keys (the page then says payments are not configured); the writes answer 400 there. The webhook
 * Razorpay calls is mounted apart (webhook.ts), before the JSON parser, as it needs the raw body.
 */
export function subscriptionRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  /** The page's details and the member's own record, in `data` and at the top level. */
  const answer = async (res: Response, user: User, message?: string) => {
    const data: SubscriptionAnswerDto = {
      subscription: presentSubscription(user, { paymentsConfigured: ctx.payments !== null }),
      user: presentSelf(user, await loadCountsOf(ctx.db, user.id)),
    };
    sendOk(res, data, { message, topLevel: { ...data } });
  };

  router.get('/details', (req, res) => answer(res, currentUser(req)));
  router.get('/status', (req, res) => answer(res, currentUser(req)));

  router.post('/create-order', async (req, res) => {
    const order = await createPremiumCheckout(ctx, currentUser(req));
    sendOk(res, order, { status: 201, topLevel: { ...order } });
  });

  router.post('/verify-payment', async (req, res) => {
    const payment = readPaymentVerification(parse(PaymentVerificationSchema, req.body));
    if ('missing' in payment) {
      throw validationError(payment.missing.map((path) => ({ path, msg: `${path} is required` })));
    }
    await answer(res, await verifyPremiumPayment(ctx, currentUser(req), payment), SUBSCRIPTION_MESSAGES.paid);
  });

  router.post('/cancel', async (req, res) => {
    await answer(res, await cancelPremium(ctx, currentUser(req)), SUBSCRIPTION_MESSAGES.canceled);
  });

  router.post('/reactivate', async (req, res) => {
    await answer(res, await reactivatePremium(ctx, currentUser(req)), SUBSCRIPTION_MESSAGES.reactivated);
  });

  return router;
}
