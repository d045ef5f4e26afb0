import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedWebhook } from '../../../../testing/razorpayStandIn.js';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { setProfileVisibility } from '../../../test/people.js';
import { buyPremium, createPaymentsTestApp, type PaymentsTestApp } from '../../../test/premium.js';
import type { TestApp } from '../../../test/testApp.js';
import { EndLapsedPremiumJob } from '../../jobs/definitions/EndLapsedPremiumJob.js';
import { presentSubscription } from '../../presenters/presentSubscription.js';

let payments: PaymentsTestApp;
let app: TestApp;
beforeAll(async () => {
  payments = await createPaymentsTestApp();
  app = payments.app;
});
afterAll(() => payments.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const deliver = (webhook: SignedWebhook) =>
  app.request.post('/api/subscription/webhook').set(webhook.headers).send(webhook.body);
const stored = async (id: string) => (await app.ctx.db.models.User.findByPk(id))!;
const premiumMember = async () => {
  const member = await registerAndVerify(app);
  const { subscriptionId } = await buyPremium(payments, member.token);
  return { ...member, subscriptionId };
};
/** Runs the expiry job as a worker would. */
const runExpiryJob = () =>
  EndLapsedPremiumJob.run(null, { id: 'test', attempt: 1, ctx: app.ctx, saveData: async () => undefined });

describe('POST /api/subscription/webhook', () => {
  it('extends the period to the subscription’s current_end on subscription.charged', async () => {
    const member = await premiumMember();
    const before = await stored(member.user.id);
    const renewed = payments.razorpay.renew(member.subscriptionId);
    const res = await deliver(payments.razorpay.webhook('subscription.charged', member.subscriptionId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { received: true, duplicate: false } });
    const after = await stored(member.user.id);
    expect(after.subscriptionCurrentPeriodEnd?.getTime()).toBe(Number(renewed.current_end) * 1000);
    expect(after.subscriptionCurrentPeriodEnd!.getTime()).toBeGreaterThan(
      before.subscriptionCurrentPeriodEnd!.getTime() + 20 * DAY_MS,
    );
    expect(after).toMatchObject({ subscriptionType: 'premium', subscriptionStatus: 'active' });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const member = await premiumMember();
    const webhook = payments.razorpay.webhook('subscription.halted', member.subscriptionId);
    const tampered = [
      { ...webhook, headers: { ...webhook.headers, 'X-Razorpay-Signature': 'ab'.repeat(32) } },
      { ...webhook, body: webhook.body.replace('subscription.halted', 'subscription.pending') },
      { ...webhook, headers: { ...webhook.headers, 'X-Razorpay-Signature': '' } },
    ];
    for (const attempt of tampered) {
      const res = await deliver(attempt);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'invalid_webhook_signature' });
    }
    expect((await stored(member.user.id)).subscriptionStatus).toBe('active');
    expect(
      await app.ctx.db.models.PaymentEvent.count({
        where: { eventId: webhook.headers['X-Razorpay-Event-Id'] },
      }),
    ).toBe(0);
  });

  it('applies each event once, by its event id', async () => {
    const member = await premiumMember();
    const halted = payments.razorpay.webhook(
      'subscription.pending',
      member.subscriptionId,
      'evt_PendingOnce01',
    );
    expect((await deliver(halted)).status).toBe(200);
    expect((await stored(member.user.id)).subscriptionStatus).toBe('past_due');

    payments.razorpay.renew(member.subscriptionId);
    expect(
      (await deliver(payments.razorpay.webhook('subscription.charged', member.subscriptionId))).status,
    ).toBe(200);
    expect((await stored(member.user.id)).subscriptionStatus).toBe('active');

    const replayed = await deliver(halted);
    expect(replayed.status).toBe(200);
    expect(replayed.body.data).toEqual({ received: true, duplicate: true });
    expect((await stored(member.user.id)).subscriptionStatus).toBe('active');
    expect(await app.ctx.db.models.PaymentEvent.count({ where: { eventId: 'evt_PendingOnce01' } })).toBe(1);
  });

  it('marks halted and pending subscriptions past due', async () => {
    for (const event of ['subscription.halted', 'subscription.pending']) {
      const member = await premiumMember();
      payments.razorpay.setStatus(member.subscriptionId, event.split('.')[1]!);
      expect((await deliver(payments.razorpay.webhook(event, member.subscriptionId))).status).toBe(200);
      expect(await stored(member.user.id)).toMatchObject({
        subscriptionType: 'premium',
        subscriptionStatus: 'past_due',
      });
      const page = await app.request.get('/api/subscription/details').set(bearer(member.token));
      expect(page.body.data.subscription).toMatchObject({ status: 'past_due', isPremium: true });
    }
  });

  it('ends premium at the period’s end on subscription.cancelled and subscription.completed', async () => {
    for (const event of ['subscription.cancelled', 'subscription.completed']) {
      const member = await premiumMember();
      const periodEnd = (await stored(member.user.id)).subscriptionCurrentPeriodEnd;
      payments.razorpay.setStatus(member.subscriptionId, event.split('.')[1]!);
      expect((await deliver(payments.razorpay.webhook(event, member.subscriptionId))).status).toBe(200);
      const after = await stored(member.user.id);
      expect(after).toMatchObject({ subscriptionType: 'premium', subscriptionStatus: 'canceled' });
      expect(after.subscriptionEndDate).toEqual(periodEnd);
      expect(after.subscriptionCanceledAt).not.toBeNull();
    }
  });

  it('records events about subscriptions nobody has and changes nothing', async () => {
    const member = await registerAndVerify(app);
    const { subscriptionId } = (
      await app.request.post('/api/subscription/create-order').set(bearer(member.token))
    ).body.data;
    await app.ctx.db.models.User.update({ razorpaySubscriptionId: null }, { where: { id: member.user.id } });
    payments.razorpay.pay(subscriptionId);
    const res = await deliver(payments.razorpay.webhook('subscription.charged', subscriptionId));
    expect(res.status).toBe(200);
    expect((await stored(member.user.id)).subscriptionType).toBe('basic');
  });
});

describe('the expiry job', () => {
  it('ends premium once a canceled period is over, with fake time, and reverts profile visibility', async () => {
    const member = await premiumMember();
    await setProfileVisibility(app, member.token, 'followers');
    const cancel = await app.request.post('/api/subscription/cancel').set(bearer(member.token));
    expect(cancel.status).toBe(200);
    const active = await premiumMember();
    const periodEnd = (await stored(member.user.id)).subscriptionCurrentPeriodEnd!;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(periodEnd.getTime() - 60_000));
    await runExpiryJob();
    expect((await stored(member.user.id)).subscriptionType).toBe('premium');

    vi.setSystemTime(new Date(periodEnd.getTime() + 60_000));
    await runExpiryJob();
    const ended = await stored(member.user.id);
    expect(ended).toMatchObject({
      subscriptionType: 'basic',
      subscriptionStatus: 'inactive',
      profileVisibility: 'public',
    });
    expect(ended.subscriptionEndDate).toEqual(periodEnd);
    // A renewing subscription is left to Razorpay's charge, even past its period end.
    expect((await stored(active.user.id)).subscriptionType).toBe('premium');

    // What the page shows then (the session itself would have expired by that date).
    expect(presentSubscription(ended, { paymentsConfigured: true })).toMatchObject({
      isPremium: false,
      plan: 'Basic',
      status: 'inactive',
      canSubscribe: true,
      endDate: periodEnd.toISOString(),
      daysRemaining: 0,
    });
    vi.useRealTimers();
    const again = await app.request.post('/api/subscription/create-order').set(bearer(member.token));
    expect(again.status).toBe(201);
    expect(again.body.data.subscriptionId).not.toBe(member.subscriptionId);
  });

  it('ends premium of a halted subscription whose paid period is over, at once', async () => {
    const member = await premiumMember();
    const past = new Date(Date.now() - 1000);
    await app.ctx.db.models.User.update(
      { subscriptionCurrentPeriodEnd: past },
      { where: { id: member.user.id } },
    );
    payments.razorpay.setStatus(member.subscriptionId, 'halted');
    await deliver(payments.razorpay.webhook('subscription.halted', member.subscriptionId));
    expect(await stored(member.user.id)).toMatchObject({
      subscriptionType: 'basic',
      subscriptionStatus: 'inactive',
    });
  });
});
