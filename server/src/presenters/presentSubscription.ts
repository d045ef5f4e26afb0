import { subscriptionDetails, type SubscriptionDetailsDto } from '@flock/shared';
import type { User } from '../models/User.js';

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** What the Subscription page shows about the member's plan (spec 000 section 2). */
export function presentSubscription(
  user: User,
  { paymentsConfigured, now = new Date() }: { paymentsConfigured: boolean; now?: Date },
): SubscriptionDetailsDto {
  return subscriptionDetails(
    {
      isPremium: user.isPremium,
      subscriptionType: user.subscriptionType,
      subscriptionStatus: user.subscriptionStatus ?? null,
      subscriptionStartDate: isoOrNull(user.subscriptionStartDate),
      subscriptionEndDate: isoOrNull(user.subscriptionEndDate),
      subscriptionCurrentPeriodStart: isoOrNull(user.subscriptionCurrentPeriodStart),
      subscriptionCurrentPeriodEnd: isoOrNull(user.subscriptionCurrentPeriodEnd),
      subscriptionCanceledAt: isoOrNull(user.subscriptionCanceledAt),
    },
    { paymentsConfigured, hasSubscription: Boolean(user.razorpaySubscriptionId), now },
  );
}
