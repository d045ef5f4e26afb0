import { AD_MESSAGES, ERROR_MESSAGES } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { AD_INPUT, createAd, liveAd, payForAd } from '../../../test/ads.js';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/premium.js';
import type { TestApp } from '../../../test/testApp.js';

let payments: PaymentsTestApp;
let app: TestApp;
beforeAll(async () => {
  payments = await createPaymentsTestApp();
  app = payments.app;
});
afterAll(() => payments.close());

const create = (token: string, body: object) =>
  app.request.post('/api/advertisements/create').set(bearer(token)).send(body);
const myAds = (token: string) => app.request.get('/api/advertisements/my-ads').set(bearer(token));
const stored = (id: string) => app.ctx.db.models.Advertisement.findByPk(id);

describe('POST /api/advertisements/create', () => {
  it('creates a pending ad with the defaults and answers it with its id', async () => {
    const member = await registerAndVerify(app);
    const res = await create(member.token, {
      title: ' Fresh coffee ',
      content: 'Roasted this week',
      targetInterests: ['food', 'business'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: AD_MESSAGES.created });
    expect(res.body.data).toMatchObject({
      title: 'Fresh coffee',
      status: 'pending',
      budget_type: 'cpm',
      budget_amount: 500,
      spent_amount: 0,
      total_impressions: 0,
      total_clicks: 0,
      ctr: 0,
      end_date: null,
    });
    expect(res.body.data.target_interests.sort()).toEqual(['business', 'food']);
    expect(res.body.advertisement.id).toBe(res.body.data.id);
    expect((await stored(res.body.data.id))?.budgetPaise).toBe(50_000);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const member = await registerAndVerify(app);
    const cases: Array<[object, string, string]> = [
      [{ ...AD_INPUT, budgetAmount: 499.99 }, 'budgetAmount', AD_MESSAGES.minBudget],
      [{ ...AD_INPUT, title: '  ' }, 'title', AD_MESSAGES.titleRequired],
      [{ ...AD_INPUT, content: undefined }, 'content', AD_MESSAGES.contentRequired],
      [{ ...AD_INPUT, mediaUrl: 'javascript:alert(1)' }, 'mediaUrl', AD_MESSAGES.mediaUrl],
      [{ ...AD_INPUT, ctaUrl: 'not a url' }, 'ctaUrl', AD_MESSAGES.ctaUrl],
      [{ ...AD_INPUT, ctaUrl: `https://x.com/${'a'.repeat(3000)}` }, 'ctaUrl', AD_MESSAGES.ctaUrl],
      [{ ...AD_INPUT, budgetType: 'cpa' }, 'budgetType', AD_MESSAGES.budgetType],
      [{ ...AD_INPUT, budgetAmount: '1000' }, 'budgetAmount', AD_MESSAGES.minBudget],
      [
        { ...AD_INPUT, startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' },
        'endDate',
        AD_MESSAGES.endAfterStart,
      ],
      [{ ...AD_INPUT, startDate: 'soon' }, 'startDate', AD_MESSAGES.startDate],
      [{ ...AD_INPUT, title: 'x'.repeat(101) }, 'title', AD_MESSAGES.titleTooLong],
    ];
    for (const [body, path, msg] of cases) {
      const res = await create(member.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(res.body)).toContainEqual({ path, msg });
    }
    const unknown = await create(member.token, { ...AD_INPUT, targetInterests: ['food', 'knitting'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'targetInterests', msg: 'Unknown interest category: knitting' },
    ]);
    expect((await myAds(member.token)).body.data).toEqual([]);
  });

  it('needs a session, and a create sent again under its id answers the first ad', async () => {
    expect((await app.request.post('/api/advertisements/create').send(AD_INPUT)).status).toBe(401);
    const member = await registerAndVerify(app);
    const id = '01937c8a-0000-7000-8000-00000000ad01';
    const first = await create(member.token, { ...AD_INPUT, id });
    const again = await create(member.token, { ...AD_INPUT, id });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.id).toBe(id);
    expect((await myAds(member.token)).body.data).toHaveLength(1);
    const other = await registerAndVerify(app);
    expect((await create(other.token, { ...AD_INPUT, id })).status).toBe(409);
  });
});

describe('payment', () => {
  it('orders the budget in paise and makes the ad active once the signature checks out', async () => {
    const member = await registerAndVerify(app);
    const ad = await createAd(payments, member.token, { budgetAmount: 750.5, budgetType: 'cpc' });
    const { order, paid, verified } = await payForAd(payments, member.token, ad.id);
    expect(order).toMatchObject({
      success: true,
      amount: 75_050,
      currency: 'INR',
      key: payments.razorpay.keyId,
      adId: ad.id,
    });
    expect(payments.razorpay.orders.get(order.orderId)).toMatchObject({
      amount: 75_050,
      notes: { ad_id: ad.id },
    });
    expect(verified).toMatchObject({ message: AD_MESSAGES.paid, data: { status: 'active' } });
    expect((await stored(ad.id))?.razorpayPaymentId).toBe(paid.razorpay_payment_id);

    const replay = await app.request
      .post('/api/advertisements/payment/verify')
      .set(bearer(member.token))
      .send({ adId: ad.id, ...paid });
    expect(replay.status).toBe(200);
    expect(replay.body.data.status).toBe('active');
    const again = await app.request
      .post('/api/advertisements/payment')
      .set(bearer(member.token))
      .send({ adId: ad.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ERROR_MESSAGES.ad_not_pending);
  });

  it('refuses a bad signature, another ad’s order and another member, changing nothing', async () => {
    const member = await registerAndVerify(app);
    const ad = await createAd(payments, member.token);
    const order = await app.request
      .post('/api/advertisements/payment')
      .set(bearer(member.token))
      .send({ adId: ad.id });
    const paid = payments.razorpay.payOrder(order.body.orderId);
    const verify = (token: string, body: object) =>
      app.request.post('/api/advertisements/payment/verify').set(bearer(token)).send(body);

    const forged = await verify(member.token, { adId: ad.id, ...paid, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Payment verification failed');
    const otherAd = await createAd(payments, member.token);
    expect((await verify(member.token, { adId: otherAd.id, ...paid })).status).toBe(400);
    const stranger = await registerAndVerify(app);
    expect((await verify(stranger.token, { adId: ad.id, ...paid })).status).toBe(404);
    expect(
      (
        await app.request
          .post('/api/advertisements/payment')
          .set(bearer(stranger.token))
          .send({ adId: ad.id })
      ).status,
    ).toBe(404);
    const missing = await verify(member.token, { adId: ad.id, razorpay_order_id: paid.razorpay_order_id });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({
      path: 'razorpay_signature',
      msg: 'razorpay_signature is required',
    });
    expect((await stored(ad.id))?.status).toBe('pending');
    expect((await stored(otherAd.id))?.status).toBe('pending');
  });

  it('activates the ad paid through an earlier order that a second Pay replaced', async () => {
    const member = await registerAndVerify(app);
    const ad = await createAd(payments, member.token, { budgetAmount: 800 });
    const pay = () =>
      app.request.post('/api/advertisements/payment').set(bearer(member.token)).send({ adId: ad.id });
    const first = await pay();
    payments.razorpay.orders.get(first.body.orderId)!.status = 'attempted';
    const second = await pay();
    expect(second.body.orderId).not.toBe(first.body.orderId);
    const paid = payments.razorpay.payOrder(first.body.orderId);
    const verified = await app.request
      .post('/api/advertisements/payment/verify')
      .set(bearer(member.token))
      .send({ adId: ad.id, ...paid });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.status).toBe('active');
    expect((await stored(ad.id))?.razorpayOrderId).toBe(first.body.orderId);
  });

  it('rejects, with the reason, an ad whose links point at credentials or internal hosts', async () => {
    const member = await registerAndVerify(app);
    for (const [ctaUrl, reason] of [
      ['https://user:pw@shop.example.com/', 'Links must not carry credentials'],
      ['http://127.0.0.1:8080/admin', 'Links must point to a public website'],
      ['http://[::1]/', 'Links must point to a public website'],
      ['http://192.168.1.10/', 'Links must point to a public website'],
      ['http://localhost/', 'Links must point to a public website'],
    ]) {
      const ad = await createAd(payments, member.token, { ctaUrl });
      const { verified } = await payForAd(payments, member.token, ad.id);
      expect(verified, ctaUrl).toMatchObject({
        message: AD_MESSAGES.rejected,
        data: { status: 'rejected', rejection_reason: reason },
      });
    }
  });
});

describe('pause, resume and analytics', () => {
  it('pauses an active ad and resumes a paused one; other moves are 400, others’ ads 404', async () => {
    const member = await registerAndVerify(app);
    const put = (token: string, id: string, action: string) =>
      app.request.put(`/api/advertisements/${id}/${action}`).set(bearer(token));
    const pending = await createAd(payments, member.token);
    expect((await put(member.token, pending.id, 'pause')).body.message).toBe(ERROR_MESSAGES.ad_not_active);
    const id = await liveAd(payments, member.token);
    expect((await put(member.token, id, 'resume')).status).toBe(400);
    const stranger = await registerAndVerify(app);
    expect((await put(stranger.token, id, 'pause')).status).toBe(404);
    expect((await put(stranger.token, 'nonsense', 'pause')).status).toBe(404);
    const paused = await put(member.token, id, 'pause');
    expect(paused.body).toMatchObject({ message: AD_MESSAGES.paused, data: { status: 'paused' } });
    expect((await put(member.token, id, 'pause')).status).toBe(400);
    const resumed = await put(member.token, id, 'resume');
    expect(resumed.body).toMatchObject({ message: AD_MESSAGES.resumed, data: { status: 'active' } });
    expect((await app.request.put(`/api/advertisements/${id}/pause`)).status).toBe(401);
  });

  it('answers analytics only to the owner', async () => {
    const member = await registerAndVerify(app);
    const id = await liveAd(payments, member.token);
    const res = await app.request.get(`/api/advertisements/${id}/analytics`).set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      overview: {
        total_impressions: 0,
        total_clicks: 0,
        ctr: 0,
        avg_cost: 0,
        spent_amount: 0,
        budget_amount: 500,
      },
      daily: [],
    });
    const stranger = await registerAndVerify(app);
    expect(
      (await app.request.get(`/api/advertisements/${id}/analytics`).set(bearer(stranger.token))).status,
    ).toBe(404);
    const list = await myAds(stranger.token);
    expect(list.body.data).toEqual([]);
  });
});
