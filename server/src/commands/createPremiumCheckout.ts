import { PREMIUM_PRICE, type CreateOrderDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import type { PaymentGateway } from '../services/payments/paymentGateway.js';
import { atProvider, requirePayments } from './paymentProvider.js';
import { premiumPlanId } from './premiumPlan.js';

/** Monthly charges a subscription allows before it completes: ten years. */
const BILLING_CYCLES = 120;

/**
 * `POST /subscription/create-order`: the member's Razorpay customer (created once, remembered) and a
 * subscription on the premium plan for the checkout to authorise. A subscription made earlier that
 * was never paid is offered again rather than leaving another one behind. Members who are premium
 * already (active, canceled until the period ends, or past due) get 409.
 */
export async function createPremiumCheckout(ctx: AppContext, member: User): Promise<CreateOrderDto> {
  const gateway = requirePayments(ctx);
  if (member.isPremium) throw new AppError('already_premium');
  const planId = await premiumPlanId(ctx, gateway);

  const customerId =
    member.razorpayCustomerId ??
    (
      await atProvider(ctx, 'create customer', () =>
        gateway.createCustomer({
          name: `${member.firstName} ${member.lastName}`.trim(),
          email: member.email,
          memberId: member.id,
        }),
      )
    ).id;

  const subscriptionId =
    (await unpaidSubscription(ctx, gateway, member.razorpaySubscriptionId, planId)) ??
    (
      await atProvider(ctx, 'create subscription', () =>
        gateway.createSubscription({ planId, customerId, totalCount: BILLING_CYCLES, memberId: member.id }),
      )
    ).id;

  await member.update({ razorpayCustomerId: customerId, razorpaySubscriptionId: subscriptionId });
  return {
    orderId: null,
    subscriptionId,
    amount: PREMIUM_PRICE.amount,
    currency: PREMIUM_PRICE.currency,
    key: gateway.keyId,
    customerId,
  };
}

/** The member's earlier subscription when it is on this plan and still waits for its first payment. */
async function unpaidSubscription(
  ctx: AppContext,
  gateway: PaymentGateway,
  subscriptionId: string | null,
  planId: string,
): Promise<string | null> {
  if (!subscriptionId) return null;
  const earlier = await gateway.fetchSubscription(subscriptionId).catch(() => null);
  return earlier?.status === 'created' && earlier.planId === planId ? earlier.id : null;
}
