import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { atProvider, requirePayments } from './paymentProvider.js';
import { pokeMemberDevices } from './premiumChanges.js';

/**
 * `POST /subscription/cancel`: cancels at the end of the billing period, at Razorpay
 * (`cancel_at_cycle_end`) and here: status `canceled`, the cancel time kept, premium until the period
 * ends (the expiry job ends it then). Canceling a canceled subscription changes nothing.
 */
export async function cancelPremium(ctx: AppContext, member: User): Promise<User> {
  const subscriptionId = member.razorpaySubscriptionId;
  if (!member.isPremium || !subscriptionId) throw new AppError('no_subscription');
  if (member.subscriptionStatus === 'canceled') return member;
  const gateway = requirePayments(ctx);
  await atProvider(ctx, 'cancel subscription', () => gateway.cancelAtCycleEnd(subscriptionId));
  await member.update({
    subscriptionStatus: 'canceled',
    subscriptionCanceledAt: new Date(),
    subscriptionEndDate: member.subscriptionCurrentPeriodEnd ?? new Date(),
  });
  pokeMemberDevices(ctx, member.id);
  return member;
}
