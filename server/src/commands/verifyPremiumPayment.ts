import { addOneMonth, type PaymentVerification } from '@flock/shared';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import type { PaymentGateway } from '../services/payments/paymentGateway.js';
import { atProvider, requirePayments } from './paymentProvider.js';
import { pokeMemberDevices, premiumForPeriod } from './premiumChanges.js';

/** Subscriptions in these states cannot start premium, whatever the checkout said. */
const ENDED_STATES = new Set(['cancelled', 'completed', 'expired', 'halted']);

/**
 * `POST /subscription/verify-payment`: checks the signature Razorpay's checkout returned (in constant
 * time, with the key secret) for a subscription that is this member's, then makes the member premium
 * for the subscription's current period (one month from now when Razorpay has not started it yet).
 * Anything wrong is 400 `Payment verification failed` and changes nothing; a replay of a payment
 * already applied changes nothing either.
 */
export async function verifyPremiumPayment(
  ctx: AppContext,
  member: User,
  payment: PaymentVerification,
): Promise<User> {
  const gateway = requirePayments(ctx);
  const refuse = (reason: string) => {
    ctx.logger.info({ userId: member.id, reason }, 'payment verification refused');
    return new AppError('payment_verification_failed');
  };
  if (member.razorpaySubscriptionId !== payment.subscriptionId) throw refuse('not the member’s subscription');
  if (!(await isSigned(ctx, gateway, payment))) throw refuse('bad signature');
  if (member.isPremium) return member;

  const subscription = await atProvider(ctx, 'fetch subscription', () =>
    gateway.fetchSubscription(payment.subscriptionId),
  );
  if (ENDED_STATES.has(subscription.status)) throw refuse(`subscription ${subscription.status}`);
  const now = new Date();
  const end =
    subscription.currentEnd && subscription.currentEnd > now ? subscription.currentEnd : addOneMonth(now);
  const start =
    subscription.currentStart && subscription.currentStart <= now ? subscription.currentStart : now;
  await member.update({
    ...premiumForPeriod(member, { start, end, now }),
    razorpayCustomerId: subscription.customerId ?? member.razorpayCustomerId,
  });
  pokeMemberDevices(ctx, member.id);
  return member;
}

/** The subscription form of the signature, or the order form for an order made for this subscription. */
async function isSigned(ctx: AppContext, gateway: PaymentGateway, payment: PaymentVerification) {
  if (gateway.isSubscriptionPaymentSigned(payment)) return true;
  const { orderId } = payment;
  if (!orderId || !gateway.isOrderPaymentSigned({ ...payment, orderId })) return false;
  const order = await atProvider(ctx, 'fetch order', () => gateway.fetchOrder(orderId));
  return order.notes.subscription_id === payment.subscriptionId;
}
