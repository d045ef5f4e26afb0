import {
  BASIC_PLAN_NAME,
  daysRemaining,
  PREMIUM_FEATURES,
  PREMIUM_PLAN_NAME,
  PREMIUM_PRICE,
  type SubscriptionDetailsDto,
} from '@flock/shared';
import type { User } from '../models/User.js';

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** What the Subscription page shows about the member's plan (spec 000 section 2). */
export function presentSubscription(
  user: User,
  { paymentsConfigured, now = new Date() }: { paymentsConfigured: boolean; now?: Date },
): SubscriptionDetailsDto {
  const premium = user.isPremium;
  const status = user.subscriptionStatus ?? null;
  const canceled = premium && status === 'canceled';
  const periodEnd = user.subscriptionCurrentPeriodEnd;
  const endsAt = user.subscriptionEndDate ?? (premium ? null : periodEnd);
  const periodLasts = Boolean(periodEnd && periodEnd > now);
  const hasSubscription = premium && Boolean(user.razorpaySubscriptionId);
  return {
    paymentsConfigured,
    isPremium: premium,
    subscriptionType: user.subscriptionType,
    plan: premium ? PREMIUM_PLAN_NAME : BASIC_PLAN_NAME,
    status,
    price: { amount: PREMIUM_PRICE.amount, currency: PREMIUM_PRICE.currency, interval: 'month' },
    features: [...PREMIUM_FEATURES],
    startDate: isoOrNull(user.subscriptionStartDate),
    currentPeriodStart: isoOrNull(user.subscriptionCurrentPeriodStart),
    currentPeriodEnd: isoOrNull(periodEnd),
    endDate: isoOrNull(endsAt),
    canceledAt: isoOrNull(user.subscriptionCanceledAt),
    nextBillingDate: premium && status === 'active' ? isoOrNull(periodEnd) : null,
    accessUntil: canceled ? isoOrNull(user.subscriptionEndDate ?? periodEnd) : null,
    daysRemaining: daysRemaining(premium ? (user.subscriptionEndDate ?? periodEnd) : endsAt, now),
    canSubscribe: paymentsConfigured && !premium,
    canCancel: paymentsConfigured && hasSubscription && (status === 'active' || status === 'past_due'),
    canReactivate: paymentsConfigured && hasSubscription && canceled && periodLasts,
  };
}
