import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../../testing/razorpayStandIn.js';
import { loadEnv } from '../../env.js';
import { PaymentProviderError, type PaymentGateway } from './paymentGateway.js';
import { createRazorpayGateway } from './razorpayGateway.js';

let standIn: RazorpayStandIn;
let gateway: PaymentGateway;

const envFor = (overrides: Record<string, string> = {}) =>
  loadEnv({
    RAZORPAY_KEY_ID: standIn.keyId,
    RAZORPAY_KEY_SECRET: standIn.keySecret,
    RAZORPAY_WEBHOOK_SECRET: standIn.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    ...overrides,
  });

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  gateway = createRazorpayGateway(envFor())!;
});
afterAll(() => standIn.close());

const plan = {
  amount: 15000,
  currency: 'INR',
  period: 'monthly' as const,
  interval: 1,
  name: 'Premium',
  description: 'Monthly',
};

describe('the Razorpay SDK pointed at the stand-in', () => {
  it('is absent without keys, and the keys come together', () => {
    expect(createRazorpayGateway(loadEnv({}))).toBeNull();
    expect(() => loadEnv({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(loadEnv({}).RAZORPAY_API_URL).toBe('https://api.razorpay.com');
    expect(loadEnv({ RAZORPAY_API_URL: 'http://127.0.0.1:9/' }).RAZORPAY_API_URL).toBe('http://127.0.0.1:9');
    expect(() => loadEnv({ RAZORPAY_API_URL: 'ftp://example.com' })).toThrow(/RAZORPAY_API_URL/);
    expect(loadEnv({}).SUPPORT_EMAIL).toBe('support@flock.local');
    expect(() => loadEnv({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('creates a plan, a customer (once per email) and a subscription, with basic auth on every call', async () => {
    const before = standIn.requests.length;
    const { id: planId } = await gateway.createPlan(plan);
    expect(standIn.plans.get(planId)).toMatchObject({
      entity: 'plan',
      period: 'monthly',
      item: { amount: 15000, currency: 'INR' },
    });
    const customer = await gateway.createCustomer({
      name: 'Ada L',
      email: 'ada@example.com',
      memberId: 'm1',
    });
    const again = await gateway.createCustomer({ name: 'Ada L', email: 'ada@example.com', memberId: 'm1' });
    expect(again.id).toBe(customer.id);
    const subscription = await gateway.createSubscription({
      planId,
      customerId: customer.id,
      totalCount: 120,
      memberId: 'm1',
    });
    expect(subscription).toMatchObject({
      planId,
      customerId: customer.id,
      status: 'created',
      currentEnd: null,
      notes: { member_id: 'm1' },
    });
    expect(await gateway.fetchSubscription(subscription.id)).toEqual(subscription);
    const sent = standIn.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/plans',
      'POST /v1/customers',
      'POST /v1/customers',
      'POST /v1/subscriptions',
      `GET /v1/subscriptions/${subscription.id}`,
    ]);
    expect(sent.every((r) => r.authenticated)).toBe(true);
  });

  it('cancels at cycle end (still active) and resumes', async () => {
    const { id: planId } = await gateway.createPlan(plan);
    const customer = await gateway.createCustomer({ name: 'Bo', email: 'bo@example.com', memberId: 'm2' });
    const { id } = await gateway.createSubscription({
      planId,
      customerId: customer.id,
      totalCount: 12,
      memberId: 'm2',
    });
    standIn.pay(id);
    const canceled = await gateway.cancelAtCycleEnd(id);
    expect(canceled.status).toBe('active');
    expect(standIn.requests.at(-1)?.body).toEqual({ cancel_at_cycle_end: 1 });
    expect((await gateway.resume(id)).status).toBe('active');
    await expect(gateway.resume(id)).rejects.toMatchObject({
      status: 400,
      providerCode: 'BAD_REQUEST_ERROR',
    });
  });

  it("turns Razorpay's refusals and outages into errors without the request behind them", async () => {
    const wrongKey = createRazorpayGateway(envFor({ RAZORPAY_KEY_SECRET: 'not-the-secret-at-all' }))!;
    const refused = await wrongKey.fetchSubscription('sub_nothing').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ status: 401, message: 'Authentication failed' });
    expect(JSON.stringify(refused)).not.toContain('not-the-secret-at-all');
    expect(JSON.stringify(Object.entries(refused as object))).not.toContain(standIn.keySecret);

    const nowhere = createRazorpayGateway(envFor({ RAZORPAY_API_URL: 'http://127.0.0.1:9' }))!;
    await expect(nowhere.fetchOrder('order_x')).rejects.toMatchObject({
      status: 0,
      providerCode: 'UNREACHABLE',
    });

    await expect(gateway.fetchSubscription('sub_unknown')).rejects.toMatchObject({
      status: 400,
      message: 'The id provided does not exist',
    });
  });

  it('checks checkout and webhook signatures as the SDK does, in constant time', () => {
    const paid = standIn.pay([...standIn.subscriptions.keys()][0]!);
    const input = {
      paymentId: paid.razorpay_payment_id,
      subscriptionId: paid.razorpay_subscription_id,
      signature: paid.razorpay_signature,
    };
    expect(gateway.isSubscriptionPaymentSigned(input)).toBe(true);
    expect(
      validatePaymentVerification(
        { subscription_id: input.subscriptionId, payment_id: input.paymentId },
        input.signature,
        standIn.keySecret,
      ),
    ).toBe(true);
    const flipped = `${input.signature.startsWith('a') ? 'b' : 'a'}${input.signature.slice(1)}`;
    expect(gateway.isSubscriptionPaymentSigned({ ...input, signature: flipped })).toBe(false);
    expect(gateway.isSubscriptionPaymentSigned({ ...input, signature: input.signature.toUpperCase() })).toBe(
      true,
    );
    expect(gateway.isSubscriptionPaymentSigned({ ...input, signature: 'abc' })).toBe(false);
    expect(gateway.isSubscriptionPaymentSigned({ ...input, subscriptionId: 'sub_other' })).toBe(false);

    const webhook = standIn.webhook('subscription.charged', input.subscriptionId);
    const signature = webhook.headers['X-Razorpay-Signature'];
    expect(gateway.isWebhookSignatureValid(Buffer.from(webhook.body), signature)).toBe(true);
    expect(validateWebhookSignature(webhook.body, signature, standIn.webhookSecret)).toBe(true);
    expect(gateway.isWebhookSignatureValid(Buffer.from(`${webhook.body} `), signature)).toBe(false);
  });

  it('fetches orders, whose payments checkout signs as order_id|payment_id', async () => {
    const created = (await fetch(`${standIn.url}/v1/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: 15000, currency: 'INR', notes: { subscription_id: 'sub_1' } }),
    }).then((r) => r.json())) as { id: string };
    expect(await gateway.fetchOrder(created.id)).toMatchObject({
      id: created.id,
      amount: 15000,
      notes: { subscription_id: 'sub_1' },
    });
    const paid = standIn.payOrder(created.id);
    const input = {
      orderId: created.id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect(gateway.isOrderPaymentSigned(input)).toBe(true);
    expect(gateway.isOrderPaymentSigned({ ...input, orderId: 'order_other' })).toBe(false);
  });
});
