/**
 * What Flock asks of its payment provider. The Razorpay adapter (razorpayGateway.ts) is the only
 * implementation; routes and commands see this interface and never the SDK, its keys or its errors.
 */

export type ProviderSubscriptionStatus =
  | 'created'
  | 'authenticated'
  | 'active'
  | 'pending'
  | 'halted'
  | 'paused'
  | 'cancelled'
  | 'completed'
  | 'expired';

export interface ProviderSubscription {
  id: string;
  planId: string;
  customerId: string | null;
  status: ProviderSubscriptionStatus;
  currentStart: Date | null;
  currentEnd: Date | null;
  endedAt: Date | null;
  notes: Record<string, unknown>;
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
  notes: Record<string, unknown>;
}

export interface PlanSpec {
  amount: number;
  currency: string;
  period: 'monthly';
  interval: number;
  name: string;
  description: string;
}

export interface PaymentGateway {
  /** The public key id the checkout opens with. */
  readonly keyId: string;
  /** Whether webhooks can be checked (RAZORPAY_WEBHOOK_SECRET is set). */
  readonly acceptsWebhooks: boolean;
  createPlan(spec: PlanSpec): Promise<{ id: string }>;
  /** The customer with this email, created if Razorpay has none. */
  createCustomer(input: { name: string; email: string; memberId: string }): Promise<{ id: string }>;
  createSubscription(input: {
    planId: string;
    customerId: string;
    totalCount: number;
    memberId: string;
  }): Promise<ProviderSubscription>;
  fetchSubscription(id: string): Promise<ProviderSubscription>;
  /** Cancels at the end of the current billing cycle; the subscription stays active until then. */
  cancelAtCycleEnd(id: string): Promise<ProviderSubscription>;
  /** Undoes a cancellation at cycle end while the cycle lasts. */
  resume(id: string): Promise<ProviderSubscription>;
  fetchOrder(id: string): Promise<ProviderOrder>;
  /** A one-off order for `amount` paise, for checkout to pay. */
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Checkout's signature of a subscription payment (HMAC-SHA256, key secret), compared in constant time. */
  isSubscriptionPaymentSigned(input: {
    paymentId: string;
    subscriptionId: string;
    signature: string;
  }): boolean;
  /** Checkout's signature of an order payment (HMAC-SHA256, key secret), compared in constant time. */
  isOrderPaymentSigned(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

/** A refusal or an outage at the provider: its status and Razorpay's own error code and text, nothing else. */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly providerCode: string,
    description: string,
  ) {
    super(description);
    this.name = 'PaymentProviderError';
  }
}
