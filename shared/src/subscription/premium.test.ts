import { describe, expect, it } from 'vitest';
import { subscriptionDetails, type SubscriptionFields } from './details.js';
import { addOneMonth, daysRemaining } from './premium.js';

const now = new Date('2026-03-10T12:00:00.000Z');
const basic: SubscriptionFields = {
  isPremium: false,
  subscriptionType: 'basic',
  subscriptionStatus: null,
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  subscriptionCurrentPeriodStart: null,
  subscriptionCurrentPeriodEnd: null,
  subscriptionCanceledAt: null,
};
const premium: SubscriptionFields = {
  ...basic,
  isPremium: true,
  subscriptionType: 'premium',
  subscriptionStatus: 'active',
  subscriptionStartDate: '2026-03-01T12:00:00.000Z',
  subscriptionCurrentPeriodStart: '2026-03-01T12:00:00.000Z',
  subscriptionCurrentPeriodEnd: '2026-04-01T12:00:00.000Z',
};
const options = { paymentsConfigured: true, hasSubscription: true, now };

describe('dates', () => {
  it('adds a calendar month, on the last day when the next month is shorter', () => {
    expect(addOneMonth(new Date('2026-01-15T08:00:00Z')).toISOString()).toBe('2026-02-15T08:00:00.000Z');
    expect(addOneMonth(new Date('2026-01-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('counts whole days left, rounding the last hours up, and 0 or less once over', () => {
    expect(daysRemaining('2026-03-17T12:00:00.000Z', now)).toBe(7);
    expect(daysRemaining('2026-03-10T13:00:00.000Z', now)).toBe(1);
    expect(daysRemaining('2026-03-10T11:59:00.000Z', now)).toBe(0);
    expect(daysRemaining('2026-03-08T12:00:00.000Z', now)).toBe(-2);
    expect(daysRemaining(null, now)).toBeNull();
  });
});

describe('subscriptionDetails', () => {
  it('offers premium to a basic member only where payments are configured', () => {
    expect(subscriptionDetails(basic, options)).toMatchObject({ plan: 'Basic', canSubscribe: true });
    expect(subscriptionDetails(basic, { ...options, paymentsConfigured: false }).canSubscribe).toBe(false);
  });

  it('shows the next billing date while active, and access until the end once canceled', () => {
    expect(subscriptionDetails(premium, options)).toMatchObject({
      plan: 'Premium',
      nextBillingDate: '2026-04-01T12:00:00.000Z',
      accessUntil: null,
      daysRemaining: 22,
      canCancel: true,
      canReactivate: false,
    });
    const canceled = {
      ...premium,
      subscriptionStatus: 'canceled' as const,
      subscriptionCanceledAt: '2026-03-09T12:00:00.000Z',
      subscriptionEndDate: '2026-04-01T12:00:00.000Z',
    };
    expect(subscriptionDetails(canceled, options)).toMatchObject({
      nextBillingDate: null,
      accessUntil: '2026-04-01T12:00:00.000Z',
      canCancel: false,
      canReactivate: true,
    });
    const over = { ...canceled, subscriptionCurrentPeriodEnd: '2026-03-09T12:00:00.000Z' };
    expect(subscriptionDetails(over, options).canReactivate).toBe(false);
  });
});
