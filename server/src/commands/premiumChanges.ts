import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';

/** The subscription columns of a member, as the premium commands change them. */
export type SubscriptionFields = Partial<
  Pick<
    User,
    | 'subscriptionType'
    | 'subscriptionStatus'
    | 'subscriptionStartDate'
    | 'subscriptionEndDate'
    | 'subscriptionCurrentPeriodStart'
    | 'subscriptionCurrentPeriodEnd'
    | 'subscriptionCanceledAt'
    | 'razorpayCustomerId'
    | 'razorpaySubscriptionId'
    | 'profileVisibility'
  >
>;

/** Premium for a paid period: active, renewing, nothing canceled. */
export function premiumForPeriod(
  user: Pick<User, 'subscriptionType' | 'subscriptionStartDate'>,
  period: { start: Date; end: Date; now: Date },
): SubscriptionFields {
  return {
    subscriptionType: 'premium',
    subscriptionStatus: 'active',
    // A member who was premium already keeps the day they started.
    subscriptionStartDate:
      user.subscriptionType === 'premium' && user.subscriptionStartDate
        ? user.subscriptionStartDate
        : period.now,
    subscriptionCurrentPeriodStart: period.start,
    subscriptionCurrentPeriodEnd: period.end,
    subscriptionEndDate: null,
    subscriptionCanceledAt: null,
  };
}

/**
 * Premium is over: back to basic, and the benefits that outlive nothing go with it. Profile visibility
 * other than public is a premium control, so it returns to public. The dates stay, so the member can
 * see when it ended.
 */
export const PREMIUM_ENDED: SubscriptionFields = {
  subscriptionType: 'basic',
  subscriptionStatus: 'inactive',
  profileVisibility: 'public',
};

/** The member's devices fetch their record again (premium, dates, settings). */
export function pokeMemberDevices(ctx: AppContext, userId: string): void {
  ctx.realtime.emitToUser(userId, 'sync.poke', { scope: 'settings' });
}
