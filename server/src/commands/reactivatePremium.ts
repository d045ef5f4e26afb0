import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { atProvider, requirePayments } from './paymentProvider.js';
import { pokeMemberDevices } from './premiumChanges.js';

/**
 * `POST /subscription/reactivate`: undoes a cancellation while the paid period lasts, at Razorpay
 * (resume) and here: active and renewing again. Reactivating an active subscription changes nothing.
 */
export async function reactivatePremium(ctx: AppContext, member: User): Promise<User> {
  const subscriptionId = member.razorpaySubscriptionId;
  if (!member.isPremium || !subscriptionId) throw new AppError('no_subscription');
  if (member.subscriptionStatus === 'active') return member;
  if (member.subscriptionStatus !== 'canceled') throw new AppError('subscription_not_canceled');
  const periodEnd = member.subscriptionCurrentPeriodEnd;
  if (!periodEnd || periodEnd.getTime() <= Date.now()) throw new AppError('subscription_period_over');
  const gateway = requirePayments(ctx);
  await atProvider(ctx, 'resume subscription', () => gateway.resume(subscriptionId));
  await member.update({
    subscriptionStatus: 'active',
    subscriptionCanceledAt: null,
    subscriptionEndDate: null,
  });
  pokeMemberDevices(ctx, member.id);
  return member;
}
