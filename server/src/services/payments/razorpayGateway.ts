import Razorpay from 'razorpay';
import type { Env } from '../../env.js';
import {
  PaymentProviderError,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './paymentGateway.js';
import { orderPaymentSigned, subscriptionPaymentSigned, webhookSignatureValid } from './signatures.js';

/** How long one call to Razorpay may take before the member is told to try again. */
const REQUEST_TIMEOUT_MS = 15_000;

type RazorpaySettings = Pick<
  Env,
  'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL'
>;

/** The SDK's axios instance, which its types leave out; the only way to point it at another host. */
interface WithHttpClient {
  rq: { defaults: { baseURL?: string; timeout?: number } };
}

/**
 * The Razorpay SDK behind the PaymentGateway interface, or null without keys (nothing can be bought).
 * The SDK has no base-URL option, so its axios instance is pointed at RAZORPAY_API_URL. Every SDK
 * failure becomes a PaymentProviderError holding only Razorpay's status, code and description: the
 * SDK's own errors carry the request configuration, basic-auth secret included, and never leave here.
 */
export function createRazorpayGateway(env: RazorpaySettings): PaymentGateway | null {
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  if (!keyId || !keySecret) return null;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  const http = (sdk.api as unknown as WithHttpClient).rq;
  http.defaults.baseURL = env.RAZORPAY_API_URL;
  http.defaults.timeout = REQUEST_TIMEOUT_MS;

  return {
    keyId,
    acceptsWebhooks: webhookSecret !== undefined,
    async createPlan(spec) {
      const plan = await call(() =>
        sdk.plans.create({
          period: spec.period,
          interval: spec.interval,
          item: {
            name: spec.name,
            amount: spec.amount,
            currency: spec.currency,
            description: spec.description,
          },
        }),
      );
      return { id: plan.id };
    },
    async createCustomer({ name, email, memberId }) {
      const customer = await call(() =>
        sdk.customers.create({ name, email, fail_existing: 0, notes: { member_id: memberId } }),
      );
      return { id: customer.id };
    },
    async createSubscription({ planId, customerId, totalCount, memberId }) {
      const created = await call(() =>
        sdk.subscriptions.create({
          plan_id: planId,
          customer_id: customerId,
          total_count: totalCount,
          quantity: 1,
          customer_notify: 1,
          notes: { member_id: memberId },
        } as Parameters<typeof sdk.subscriptions.create>[0]),
      );
      return toSubscription(created);
    },
    fetchSubscription: async (id) => toSubscription(await call(() => sdk.subscriptions.fetch(id))),
    cancelAtCycleEnd: async (id) => toSubscription(await call(() => sdk.subscriptions.cancel(id, true))),
    resume: async (id) =>
      toSubscription(await call(() => sdk.subscriptions.resume(id, { resume_at: 'now' }))),
    async createOrder({ amount, currency, receipt, notes }) {
      const order = await call(() => sdk.orders.create({ amount, currency, receipt, notes }));
      return toOrder(order);
    },
    async fetchOrder(id) {
      const order = await call(() => sdk.orders.fetch(id));
      return toOrder(order);
    },
    isSubscriptionPaymentSigned: (input) => subscriptionPaymentSigned(keySecret, input),
    isOrderPaymentSigned: (input) => orderPaymentSigned(keySecret, input),
    isWebhookSignatureValid: (rawBody, signature) =>
      webhookSecret !== undefined && webhookSignatureValid(webhookSecret, rawBody, signature),
  };
}

/** Runs one SDK call; any failure leaves as a PaymentProviderError without the request behind it. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

function toProviderError(error: unknown): PaymentProviderError {
  const refusal = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } };
  if (refusal && typeof refusal === 'object' && refusal.statusCode !== undefined && refusal.error) {
    return new PaymentProviderError(
      Number(refusal.statusCode) || 502,
      typeof refusal.error.code === 'string' ? refusal.error.code : 'UNKNOWN',
      typeof refusal.error.description === 'string' ? refusal.error.description : 'Refused',
    );
  }
  // No answer at all (connection refused, timeout): the SDK fails reading a response it never got.
  return new PaymentProviderError(0, 'UNREACHABLE', 'The payment provider did not answer');
}

const SUBSCRIPTION_STATUSES: readonly ProviderSubscriptionStatus[] = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'paused',
  'cancelled',
  'completed',
  'expired',
];

const fromSeconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? new Date(value * 1000) : null;

const notesOf = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Razorpay's subscription entity (also as webhooks carry it) in the shape Flock reads. */
export function toSubscription(entity: unknown): ProviderSubscription {
  const raw = (entity ?? {}) as Record<string, unknown>;
  const status = SUBSCRIPTION_STATUSES.find((s) => s === raw.status) ?? 'created';
  return {
    id: String(raw.id ?? ''),
    planId: String(raw.plan_id ?? ''),
    customerId: typeof raw.customer_id === 'string' ? raw.customer_id : null,
    status,
    currentStart: fromSeconds(raw.current_start),
    currentEnd: fromSeconds(raw.current_end),
    endedAt: fromSeconds(raw.ended_at),
    notes: notesOf(raw.notes),
  };
}

function toOrder(entity: unknown): ProviderOrder {
  const raw = (entity ?? {}) as Record<string, unknown>;
  return {
    id: String(raw.id ?? ''),
    amount: Number(raw.amount ?? 0),
    currency: String(raw.currency ?? ''),
    status: String(raw.status ?? ''),
    notes: notesOf(raw.notes),
  };
}
