import type { SelfUserDto, SubscriptionStatus, SubscriptionType } from './user.js';

/** `POST /subscription/create-order`: what the checkout is opened with (spec 000 "Payment order response"). */
export interface CreateOrderDto {
  /** A Razorpay order for the first charge, or null: a subscription's checkout charges through the subscription. */
  orderId: string | null;
  subscriptionId: string;
  /** In paise: 15000. */
  amount: number;
  currency: string;
  /** The Razorpay key id the checkout is opened with (never the secret). */
  key: string;
  customerId: string;
}

/** What the Subscription page shows (spec 000 section 2 "Subscription page"). */
export interface SubscriptionDetailsDto {
  /** False when the server has no Razorpay keys: nothing can be bought, the page says so. */
  paymentsConfigured: boolean;
  isPremium: boolean;
  subscriptionType: SubscriptionType;
  /** `Basic` or `Premium`. */
  plan: string;
  status: SubscriptionStatus | null;
  price: { amount: number; currency: string; interval: 'month' };
  features: string[];
  startDate: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** When premium ends (canceled) or ended; null while it renews. */
  endDate: string | null;
  canceledAt: string | null;
  /** The next charge while active; null once canceled. */
  nextBillingDate: string | null;
  /** Canceled: premium lasts until then. */
  accessUntil: string | null;
  /** Whole days until the current period ends; 0 or less: over. Null without a period. */
  daysRemaining: number | null;
  /** Whether the member has a Razorpay subscription to cancel or reactivate (premium granted otherwise has none). */
  hasSubscription: boolean;
  canSubscribe: boolean;
  canCancel: boolean;
  canReactivate: boolean;
}

/** `GET /subscription/details` and `/status`; also the answer of verify, cancel and reactivate (with the member). */
export interface SubscriptionAnswerDto {
  subscription: SubscriptionDetailsDto;
  user: SelfUserDto;
}

/** `POST /support`. */
export interface SupportRequestDto {
  /** Premium members' requests are marked priority. */
  priority: boolean;
}
