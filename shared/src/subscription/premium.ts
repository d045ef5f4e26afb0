/** Premium (spec 000 sections 1, 2 "Subscription page", 4 "Subscription", 6, 8 and 9). */

/** 150 rupees a month, in paise: what the plan charges and create-order answers. */
export const PREMIUM_PRICE = { amount: 15000, currency: 'INR', period: 'monthly', interval: 1 } as const;
export const PREMIUM_PRICE_LABEL = '₹150 / month';
export const PREMIUM_PLAN_NAME = 'Premium';
export const BASIC_PLAN_NAME = 'Basic';

/** Spec 000 section 6: the benefit list, in order. */
export const PREMIUM_FEATURES = [
  'Blue verification tick',
  'Premium badge on profile',
  'Priority customer support',
  'Advanced privacy controls',
  'Unlimited post uploads',
] as const;

/** At this many days left or fewer the days-remaining banner turns red. */
export const EXPIRY_WARNING_DAYS = 7;

/** The checkout's payment methods, in the order it offers them (spec 000 section 7). */
export const CHECKOUT_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** Razorpay's checkout script, loaded by the page when `window.Razorpay` is absent. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the Subscription page says (spec 000 section 8, plus the few lines the spec leaves to us). */
export const SUBSCRIPTION_MESSAGES = {
  fetchFailed: 'Failed to fetch subscription details',
  loadFailed: 'Failed to load subscription information',
  createOrderFailed: 'Failed to create order',
  initiateFailed: 'Failed to initiate payment process',
  verifyFailed: 'Payment verification failed',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  paid: 'Payment successful! You are now a premium user.',
  canceled:
    'Subscription canceled successfully. You will retain premium benefits until the end of your current billing period.',
  reactivated: 'Subscription reactivated successfully!',
  expired: 'Subscription expired',
  notConfigured: 'Payments are not configured on this server yet, so Premium cannot be bought here.',
  offline: 'You are offline. Payments need a connection: connect to the internet to get Premium.',
  checkoutClosed: 'Payment was not completed.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until `end` (rounded up, so the last hours still count as a day), or null without
 * an end. Zero or less means the period is over.
 */
export function daysRemaining(end: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!end) return null;
  const endTime = typeof end === 'string' ? Date.parse(end) : end.getTime();
  if (Number.isNaN(endTime)) return null;
  // `|| 0`: the last minutes after the end round to -0, which is 0.
  return Math.ceil((endTime - now.getTime()) / DAY_MS) || 0;
}

/** The same day of the next month, or that month's last day when it has no such day (31 Jan -> 28/29 Feb). */
export function addOneMonth(start: Date): Date {
  const next = new Date(start.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Spec 000 section 6: premium means isPremium, or a premium subscription type. */
export const isPremiumMember = (member: { isPremium?: boolean; subscriptionType?: string }) =>
  member.isPremium === true || member.subscriptionType === 'premium';
