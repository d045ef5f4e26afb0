import { PREMIUM_PLAN_NAME, PREMIUM_PRICE } from '@flock/shared';
import type { AppContext } from '../context.js';
import type { PaymentGateway } from '../services/payments/paymentGateway.js';
import { atProvider } from './paymentProvider.js';

/**
 * The Razorpay plan premium is sold on: RAZORPAY_PLAN_ID when set, else a monthly plan of 15000 paise
 * created through the API the first time and remembered per key and price (test and live keys have
 * plans of their own). Two first buyers at once may both create one; the first stored is used by all.
 */
export async function premiumPlanId(ctx: AppContext, gateway: PaymentGateway): Promise<string> {
  if (ctx.env.RAZORPAY_PLAN_ID) return ctx.env.RAZORPAY_PLAN_ID;
  const { PaymentPlan } = ctx.db.models;
  const planKey = `${gateway.keyId}:${PREMIUM_PRICE.period}:${PREMIUM_PRICE.interval}:${PREMIUM_PRICE.amount}:${PREMIUM_PRICE.currency}`;
  const known = await PaymentPlan.findByPk(planKey);
  if (known) return known.planId;
  const plan = await atProvider(ctx, 'create plan', () =>
    gateway.createPlan({
      ...PREMIUM_PRICE,
      name: `Flock ${PREMIUM_PLAN_NAME}`,
      description: 'Flock Premium, billed monthly',
    }),
  );
  const [stored] = await PaymentPlan.findOrCreate({
    where: { planKey },
    defaults: { planKey, planId: plan.id, createdAt: new Date() },
  });
  return stored.planId;
}
