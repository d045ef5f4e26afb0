import type { SubscriptionDetailsDto } from '../dto/subscription.js';
import type { SelfUserDto } from '../dto/user.js';
import {
  BASIC_PLAN_NAME,
  daysRemaining,
  isPremiumMember,
  PREMIUM_FEATURES,
  PREMIUM_PLAN_NAME,
  PREMIUM_PRICE,
} from './premium.js';

/** The subscription fields of a member's own record (SelfUserDto), dates as ISO text. */
export type SubscriptionFields = Pick<
  SelfUserDto,
  | 'isPremium'
  | 'subscriptionType'
  | 'subscriptionStatus'
  | 'subscriptionStartDate'
  | 'subscriptionEndDate'
  | 'subscriptionCurrentPeriodStart'
  | 'subscriptionCurrentPeriodEnd'
  | 'subscriptionCanceledAt'
>;

/**
 * What the Subscription page shows, from the member's own record: the server answers it, and the page
 * works it out the same way from the record it keeps on the device (offline, or before the answer).
 */
export function subscriptionDetails(
  member: SubscriptionFields,
  options: { paymentsConfigured: boolean; hasSubscription: boolean; now?: Date },
): SubscriptionDetailsDto {
  const now = options.now ?? new Date();
  const premium = isPremiumMember(member);
  const status = member.subscriptionStatus ?? null;
  const canceled = premium && status === 'canceled';
  const periodEnd = member.subscriptionCurrentPeriodEnd;
  const endsAt = member.subscriptionEndDate ?? (premium ? null : periodEnd);
  const periodLasts = periodEnd !== null && Date.parse(periodEnd) > now.getTime();
  const subscribed = premium && options.hasSubscription;
  const configured = options.paymentsConfigured;
  return {
    paymentsConfigured: configured,
    isPremium: premium,
    subscriptionType: premium ? 'premium' : 'basic',
    plan: premium ? PREMIUM_PLAN_NAME : BASIC_PLAN_NAME,
    status,
    price: { amount: PREMIUM_PRICE.amount, currency: PREMIUM_PRICE.currency, interval: 'month' },
    features: [...PREMIUM_FEATURES],
    startDate: member.subscriptionStartDate,
    currentPeriodStart: member.subscriptionCurrentPeriodStart,
    currentPeriodEnd: periodEnd,
    endDate: endsAt,
    canceledAt: member.subscriptionCanceledAt,
    nextBillingDate: premium && status === 'active' ? periodEnd : null,
    accessUntil: canceled ? (member.subscriptionEndDate ?? periodEnd) : null,
    daysRemaining: daysRemaining(premium ? (member.subscriptionEndDate ?? periodEnd) : endsAt, now),
    hasSubscription: subscribed,
    canSubscribe: configured && !premium,
    canCancel: configured && subscribed && (status === 'active' || status === 'past_due'),
    canReactivate: configured && subscribed && canceled && periodLasts,
  };
}
