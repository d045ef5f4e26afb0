import express, { type Router } from 'express';
import {
  AD_MESSAGES,
  AdCreateSchema,
  AdPaymentSchema,
  AdPaymentVerificationSchema,
  type AdAnalyticsDto,
} from '@flock/shared';
import { createAdCheckout } from '../../commands/createAdCheckout.js';
import { createAdvertisement } from '../../commands/createAdvertisement.js';
import { setAdPaused } from '../../commands/setAdPaused.js';
import { verifyAdPayment } from '../../commands/verifyAdPayment.js';
import type { AppContext } from '../../context.js';
import { validationError } from '../../errors.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { findOwnAd } from '../../policies/advertisementPolicy.js';
import { presentAdOverview, presentAdvertisement } from '../../presenters/presentAdvertisement.js';
import { adDailyNumbers } from '../../queries/adAnalytics.js';
import { adInterestsOf, ownAds } from '../../queries/ownAds.js';
import { feedRoutes } from './feedRoutes.js';

/** /api/advertisements: a member's campaigns (others' answer 404), their payment and analytics, and serving. */
export function advertisementsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.post('/create', async (req, res) => {
    const values = parse(AdCreateSchema, req.body);
    const { ad, interests, created } = await createAdvertisement(ctx, currentUser(req), values);
    const shown = presentAdvertisement(ad, interests);
    sendOk(res, shown, {
      status: created ? 201 : 200,
      message: AD_MESSAGES.created,
      topLevel: { advertisement: shown },
    });
  });

  router.get('/my-ads', async (req, res) => {
    sendOk(res, await ownAds(ctx.db, currentUser(req).id));
  });

  router.post('/payment', async (req, res) => {
    const { adId } = parse(AdPaymentSchema, req.body);
    const order = await createAdCheckout(ctx, currentUser(req), adId);
    sendOk(res, order, { status: 201, topLevel: { ...order } });
  });

  router.post('/payment/verify', async (req, res) => {
    const input = parse(AdPaymentVerificationSchema, req.body);
    const orderId = input.razorpay_order_id ?? input.razorpayOrderId;
    const paymentId = input.razorpay_payment_id ?? input.razorpayPaymentId;
    const signature = input.razorpay_signature ?? input.razorpaySignature;
    if (!orderId || !paymentId || !signature) {
      const missing = [
        ...(orderId ? [] : ['razorpay_order_id']),
        ...(paymentId ? [] : ['razorpay_payment_id']),
        ...(signature ? [] : ['razorpay_signature']),
      ];
      throw validationError(missing.map((path) => ({ path, msg: `${path} is required` })));
    }
    const ad = await verifyAdPayment(ctx, currentUser(req), input.adId, { orderId, paymentId, signature });
    const shown = presentAdvertisement(ad, await adInterestsOf(ctx.db, ad.id));
    sendOk(res, shown, {
      message: ad.status === 'rejected' ? AD_MESSAGES.rejected : AD_MESSAGES.paid,
      topLevel: { advertisement: shown },
    });
  });

  router.use(feedRoutes(ctx));

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    router.put(`/:id/${action}`, async (req, res) => {
      const ad = await setAdPaused(ctx, currentUser(req), req.params.id as string, paused);
      const shown = presentAdvertisement(ad, await adInterestsOf(ctx.db, ad.id));
      sendOk(res, shown, { message: paused ? AD_MESSAGES.paused : AD_MESSAGES.resumed });
    });
  }

  router.get('/:id/analytics', async (req, res) => {
    const ad = await findOwnAd(ctx.db.models, currentUser(req).id, req.params.id as string);
    const data: AdAnalyticsDto = { overview: presentAdOverview(ad), daily: await adDailyNumbers(ctx.db, ad) };
    sendOk(res, data);
  });
  return router;
}
