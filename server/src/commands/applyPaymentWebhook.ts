import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import type { ProviderSubscription } from '../services/payments/paymentGateway.js';
import {
  PREMIUM_ENDED,
  premiumForPeriod,
  pokeMemberDevices,
  type SubscriptionFields,
} from './premiumChanges.js';

export interface PaymentWebhook {
  eventId: string;
  event: string;
  subscription: ProviderSubscription | null;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one Razorpay webhook event, once: the event id is stored in the same transaction as the
 * change, so a redelivery (or two deliveries racing) finds it and changes nothing. Events about a
 * subscription that is not a member's current one are recorded and ignored.
 * - `subscription.activated`, `subscription.charged`: premium for the subscription's current period.
 * - `subscription.halted`, `subscription.pending`: past due; halted also ends premium when the paid
 *   period is over (a pending charge is still being retried by Razorpay).
 * - `subscription.cancelled`, `subscription.completed`: canceled, premium until the period ends.
 */
export async function applyPaymentWebhook(ctx: AppContext, webhook: PaymentWebhook): Promise<WebhookOutcome> {
  const { PaymentEvent, User } = ctx.db.models;
  const subscriptionId = webhook.subscription?.id || null;
  let changedMember: string | null = null;
  try {
    await ctx.db.sequelize.transaction(async (transaction) => {
      await PaymentEvent.create(
        {
          eventId: webhook.eventId,
          event: webhook.event.slice(0, 64),
          subscriptionId,
          createdAt: new Date(),
        },
        { transaction },
      );
      if (!webhook.subscription || !subscriptionId) return;
      const member = await User.findOne({
        where: { razorpaySubscriptionId: subscriptionId },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!member) return;
      const changes = changesFor(webhook.event, member, webhook.subscription, new Date());
      if (!changes) return;
      await member.update(changes, { transaction });
      changedMember = member.id;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return 'duplicate';
    throw error;
  }
  if (!changedMember) return 'ignored';
  pokeMemberDevices(ctx, changedMember);
  return 'applied';
}

function changesFor(
  event: string,
  member: User,
  subscription: ProviderSubscription,
  now: Date,
): SubscriptionFields | null {
  const periodEnd = laterOf(member.subscriptionCurrentPeriodEnd, subscription.currentEnd);
  switch (event) {
    case 'subscription.activated':
    case 'subscription.charged': {
      if (!periodEnd || periodEnd <= now) return null;
      const start = subscription.currentStart ?? member.subscriptionCurrentPeriodStart ?? now;
      const renewed = premiumForPeriod(member, { start, end: periodEnd, now });
      // A member who canceled keeps the cancellation: premium still ends with the period.
      if (member.isPremium && member.subscriptionStatus === 'canceled') {
        return {
          subscriptionCurrentPeriodStart: start,
          subscriptionCurrentPeriodEnd: periodEnd,
          subscriptionEndDate: periodEnd,
        };
      }
      return { ...renewed, razorpayCustomerId: subscription.customerId ?? member.razorpayCustomerId };
    }
    case 'subscription.pending':
      return member.isPremium ? { subscriptionStatus: 'past_due' } : null;
    case 'subscription.halted':
      return member.isPremium
        ? endAtPeriodEnd({ subscriptionStatus: 'past_due' }, member.subscriptionCurrentPeriodEnd, now)
        : null;
    case 'subscription.cancelled':
    case 'subscription.completed':
      return member.isPremium
        ? endAtPeriodEnd(
            {
              subscriptionStatus: 'canceled',
              subscriptionCanceledAt: member.subscriptionCanceledAt ?? now,
              subscriptionCurrentPeriodEnd: periodEnd,
            },
            periodEnd,
            now,
          )
        : null;
    default:
      return null;
  }
}

/** Premium ends when the period does: now when that has passed, else by the expiry job then. */
function endAtPeriodEnd(changes: SubscriptionFields, periodEnd: Date | null, now: Date): SubscriptionFields {
  const end = periodEnd ?? now;
  if (end <= now) return { ...changes, subscriptionEndDate: end, ...PREMIUM_ENDED };
  return { ...changes, subscriptionEndDate: end };
}

function laterOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
