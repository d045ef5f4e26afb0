import { Writable } from 'node:stream';
import { ERROR_MESSAGES, PREMIUM_FEATURES, SUBSCRIPTION_MESSAGES } from '@flock/shared';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { buyPremium, createPaymentsTestApp, type PaymentsTestApp } from '../../../test/premium.js';
import type { TestApp } from '../../../test/testApp.js';
import { createApp } from '../../app.js';

/** Every line the app logs, at debug level, to check no secret ever reaches a log. */
const logLines: string[] = [];
let payments: PaymentsTestApp;
let app: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  payments = await createPaymentsTestApp({}, { logger: pino({ level: 'debug', base: undefined }, sink) });
  app = payments.app;
});
afterAll(() => payments.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const post = (path: string, token: string, body: object = {}) =>
  app.request.post(`/api/subscription/${path}`).set(bearer(token)).send(body);
const details = (token: string) => app.request.get('/api/subscription/details').set(bearer(token));
const stored = (id: string) => app.ctx.db.models.User.findByPk(id);
const requestsTo = (suffix: string) => payments.razorpay.requests.filter((r) => r.path.endsWith(suffix));

describe('POST /api/subscription/create-order', () => {
  it('creates the customer once, a subscription on the plan, and answers what the checkout needs', async () => {
    const member = await registerAndVerify(app);
    const res = await post('create-order', member.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { subscriptionId, customerId } = res.body;
    expect(res.body).toMatchObject({
      success: true,
      orderId: null,
      amount: 15000,
      currency: 'INR',
      key: payments.razorpay.keyId,
    });
    expect(res.body.data).toEqual({
      orderId: null,
      subscriptionId,
      amount: 15000,
      currency: 'INR',
      key: payments.razorpay.keyId,
      customerId,
    });
    const subscription = payments.razorpay.subscriptions.get(subscriptionId)!;
    expect(subscription).toMatchObject({ status: 'created', customer_id: customerId });
    expect(payments.razorpay.plans.get(String(subscription.plan_id))).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { amount: 15000, currency: 'INR' },
    });
    expect(payments.razorpay.customers.get(customerId)).toMatchObject({ email: member.email });

    // Asked again before paying: the same customer and the same unpaid subscription.
    const again = await post('create-order', member.token);
    expect(again.body.data).toMatchObject({ subscriptionId, customerId });
    // Another member: a subscription of their own on the plan already made.
    const other = await post('create-order', (await registerAndVerify(app)).token);
    expect(other.body.data.subscriptionId).not.toBe(subscriptionId);
    expect(payments.razorpay.subscriptions.get(other.body.data.subscriptionId)?.plan_id).toBe(
      subscription.plan_id,
    );
    expect(requestsTo('/v1/plans')).toHaveLength(1);
    expect(payments.razorpay.requests.every((r) => r.authenticated)).toBe(true);
  });

  it('refuses a member who is premium already with 409', async () => {
    const member = await registerAndVerify(app);
    await buyPremium(payments, member.token);
    const res = await post('create-order', member.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'already_premium', message: ERROR_MESSAGES.already_premium });
  });

  it('answers 502 when Razorpay fails, without any detail of the request', async () => {
    const member = await registerAndVerify(app);
    payments.razorpay.failNextRequests({ status: 500, code: 'SERVER_ERROR', description: 'Outage' });
    try {
      const res = await post('create-order', member.token);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'payment_provider_error' });
    } finally {
      payments.razorpay.failNextRequests(null);
    }
    expect(logLines.some((line) => line.includes('payment provider refused or failed'))).toBe(true);
  });
});

describe('POST /api/subscription/verify-payment', () => {
  it('makes the member premium for a month when the checkout signature is right, once', async () => {
    const member = await registerAndVerify(app);
    const order = await post('create-order', member.token);
    const paid = payments.razorpay.pay(order.body.data.subscriptionId);
    const res = await post('verify-payment', member.token, paid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(SUBSCRIPTION_MESSAGES.paid);
    const { user, subscription } = res.body.data;
    expect(user).toMatchObject({
      id: member.user.id,
      isPremium: true,
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionCanceledAt: null,
    });
    const start = Date.parse(user.subscriptionStartDate);
    expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
    const periodDays = (Date.parse(user.subscriptionCurrentPeriodEnd) - start) / DAY_MS;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31);
    expect(subscription).toMatchObject({
      isPremium: true,
      plan: 'Premium',
      status: 'active',
      nextBillingDate: user.subscriptionCurrentPeriodEnd,
      accessUntil: null,
      canCancel: true,
      canReactivate: false,
      canSubscribe: false,
    });
    expect(res.body.user).toEqual(user);

    const replay = await post('verify-payment', member.token, paid);
    expect(replay.status).toBe(200);
    expect(replay.body.data.user).toEqual(user);
  });

  it('takes the camelCase names too', async () => {
    const member = await registerAndVerify(app);
    const order = await post('create-order', member.token);
    const paid = payments.razorpay.pay(order.body.data.subscriptionId);
    const res = await post('verify-payment', member.token, {
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySubscriptionId: paid.razorpay_subscription_id,
      razorpaySignature: paid.razorpay_signature,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user.isPremium).toBe(true);
  });

  it('accepts the order form of the signature for an order made for the subscription', async () => {
    const member = await registerAndVerify(app);
    const { subscriptionId } = (await post('create-order', member.token)).body.data;
    const created = await fetch(`${payments.razorpay.url}/v1/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${payments.razorpay.keyId}:${payments.razorpay.keySecret}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: 15000, currency: 'INR', notes: { subscription_id: subscriptionId } }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const paid = payments.razorpay.payOrder(created.id);
    const res = await post('verify-payment', member.token, {
      ...paid,
      razorpay_subscription_id: subscriptionId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.user.isPremium).toBe(true);
  });

  it('refuses a bad signature or another member’s subscription with 400 and changes nothing', async () => {
    const [ada, bob] = [await registerAndVerify(app), await registerAndVerify(app)];
    const adaOrder = await post('create-order', ada.token);
    await post('create-order', bob.token);
    const paid = payments.razorpay.pay(adaOrder.body.data.subscriptionId);
    const flipped = `${paid.razorpay_signature.startsWith('0') ? '1' : '0'}${paid.razorpay_signature.slice(1)}`;

    const attempts = [
      [ada, { ...paid, razorpay_signature: flipped }],
      [ada, { ...paid, razorpay_payment_id: 'pay_SomethingElse1' }],
      [bob, paid],
    ] as const;
    for (const [member, body] of attempts) {
      const res = await post('verify-payment', member.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'payment_verification_failed',
        message: 'Payment verification failed',
      });
    }
    for (const member of [ada, bob]) {
      expect(await stored(member.user.id)).toMatchObject({
        subscriptionType: 'basic',
        subscriptionStatus: null,
      });
    }
  });

  it('names the missing fields', async () => {
    const member = await registerAndVerify(app);
    const res = await post('verify-payment', member.token, { razorpay_payment_id: 'pay_1' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'razorpay_signature', msg: 'razorpay_signature is required' },
      { path: 'razorpay_subscription_id', msg: 'razorpay_subscription_id is required' },
    ]);
    const bad = await post('verify-payment', member.token, { razorpay_signature: 'not hex' });
    expect(bad.body.errors).toEqual([{ path: 'razorpay_signature', msg: 'razorpay_signature is not valid' }]);
  });
});

describe('cancel and reactivate', () => {
  it('cancels at the end of the period at Razorpay, keeps premium until then, and reactivates', async () => {
    const member = await registerAndVerify(app);
    const { subscriptionId, verified } = await buyPremium(payments, member.token);
    const periodEnd = verified.body.data.user.subscriptionCurrentPeriodEnd;

    const canceled = await post('cancel', member.token);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.message).toBe(SUBSCRIPTION_MESSAGES.canceled);
    expect(requestsTo(`/v1/subscriptions/${subscriptionId}/cancel`).map((r) => r.body)).toEqual([
      { cancel_at_cycle_end: 1 },
    ]);
    expect(canceled.body.data.user).toMatchObject({
      isPremium: true,
      subscriptionStatus: 'canceled',
      subscriptionEndDate: periodEnd,
    });
    expect(Math.abs(Date.parse(canceled.body.data.user.subscriptionCanceledAt) - Date.now())).toBeLessThan(
      60_000,
    );
    expect(canceled.body.data.subscription).toMatchObject({
      status: 'canceled',
      nextBillingDate: null,
      accessUntil: periodEnd,
      canceledAt: canceled.body.data.user.subscriptionCanceledAt,
      canCancel: false,
      canReactivate: true,
    });
    expect((await post('cancel', member.token)).status).toBe(200);
    expect(requestsTo(`/v1/subscriptions/${subscriptionId}/cancel`)).toHaveLength(1);

    const reactivated = await post('reactivate', member.token);
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    expect(reactivated.body.message).toBe(SUBSCRIPTION_MESSAGES.reactivated);
    expect(requestsTo(`/v1/subscriptions/${subscriptionId}/resume`)).toHaveLength(1);
    expect(reactivated.body.data.user).toMatchObject({
      isPremium: true,
      subscriptionStatus: 'active',
      subscriptionCanceledAt: null,
      subscriptionEndDate: null,
      subscriptionCurrentPeriodEnd: periodEnd,
    });
    expect((await post('reactivate', member.token)).status).toBe(200);
    expect(requestsTo(`/v1/subscriptions/${subscriptionId}/resume`)).toHaveLength(1);
  });

  it('works for no member without a subscription (400)', async () => {
    const member = await registerAndVerify(app);
    for (const path of ['cancel', 'reactivate']) {
      const res = await post(path, member.token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('no_subscription');
    }
  });

  it('reactivates only while the period lasts', async () => {
    const member = await registerAndVerify(app);
    await buyPremium(payments, member.token);
    await post('cancel', member.token);
    await app.ctx.db.models.User.update(
      { subscriptionCurrentPeriodEnd: new Date(Date.now() - 1000) },
      { where: { id: member.user.id } },
    );
    const res = await post('reactivate', member.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('subscription_period_over');
  });
});

describe('GET /api/subscription/details and /status', () => {
  it('answer the plan, status, features and dates the page shows', async () => {
    const member = await registerAndVerify(app);
    const basic = await details(member.token);
    expect(basic.status).toBe(200);
    // The page may load Razorpay's checkout script and its frames.
    expect(basic.headers['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );
    expect(basic.headers['content-security-policy']).toContain('frame-src https://api.razorpay.com');
    expect(basic.body.data.subscription).toEqual({
      paymentsConfigured: true,
      isPremium: false,
      subscriptionType: 'basic',
      plan: 'Basic',
      status: null,
      price: { amount: 15000, currency: 'INR', interval: 'month' },
      features: [...PREMIUM_FEATURES],
      startDate: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      endDate: null,
      canceledAt: null,
      nextBillingDate: null,
      accessUntil: null,
      daysRemaining: null,
      hasSubscription: false,
      canSubscribe: true,
      canCancel: false,
      canReactivate: false,
    });
    await buyPremium(payments, member.token);
    const premium = await app.request.get('/api/subscription/status').set(bearer(member.token));
    expect(premium.body.subscription).toMatchObject({
      plan: 'Premium',
      status: 'active',
      canSubscribe: false,
    });
    expect(premium.body.subscription.daysRemaining).toBeGreaterThanOrEqual(28);
    expect(premium.body.user.isPremium).toBe(true);
  });

  it('need a token', async () => {
    for (const path of ['details', 'status']) {
      expect((await app.request.get(`/api/subscription/${path}`)).status).toBe(401);
    }
    for (const path of ['create-order', 'verify-payment', 'cancel', 'reactivate']) {
      expect((await app.request.post(`/api/subscription/${path}`)).status).toBe(401);
    }
  });
});

describe('without Razorpay keys', () => {
  it('shows the page as not configured and charges nothing', async () => {
    // The same app and database, on a server that has no keys.
    const plain = supertest(createApp({ ...app.ctx, payments: null }));
    const member = await registerAndVerify(app);
    const page = await plain.get('/api/subscription/details').set(bearer(member.token));
    expect(page.status).toBe(200);
    expect(page.body.data.subscription).toMatchObject({
      paymentsConfigured: false,
      canSubscribe: false,
      plan: 'Basic',
    });
    for (const path of ['create-order', 'verify-payment']) {
      const res = await plain.post(`/api/subscription/${path}`).set(bearer(member.token)).send({
        razorpay_payment_id: 'pay_1',
        razorpay_subscription_id: 'sub_1',
        razorpay_signature: 'ab',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'payments_not_configured' });
    }
    const webhook = await plain.post('/api/subscription/webhook').send({ event: 'x' });
    expect(webhook.status).toBe(400);
    expect(payments.razorpay.customers.size).toBeGreaterThan(0);
    expect([...payments.razorpay.customers.values()].some((c) => c.email === member.email)).toBe(false);
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line', async () => {
    const member = await registerAndVerify(app);
    const answers = [
      await post('create-order', member.token),
      await details(member.token),
      await post('verify-payment', member.token, { razorpay_signature: 'zz' }),
    ];
    const { verified } = await buyPremium(payments, (await registerAndVerify(app)).token);
    answers.push(verified);
    const secrets = [payments.razorpay.keySecret, payments.razorpay.webhookSecret];
    for (const text of [...answers.map((res) => JSON.stringify(res.body)), ...logLines]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(logLines.length).toBeGreaterThan(10);
  });
});
