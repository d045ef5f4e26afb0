import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { CompleteEndedAdsJob } from '../../jobs/definitions/CompleteEndedAdsJob.js';
import { liveAd } from '../../../test/ads.js';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/premium.js';
import type { TestApp } from '../../../test/testApp.js';

let payments: PaymentsTestApp;
let app: TestApp;
beforeAll(async () => {
  payments = await createPaymentsTestApp();
  app = payments.app;
});
afterAll(() => payments.close());

const feed = (token: string, limit = 10) =>
  app.request.get(`/api/advertisements/feed?limit=${limit}`).set(bearer(token));
const servedIds = async (token: string) => {
  const res = await feed(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.advertisements as Array<{ id: string }>).map((ad) => ad.id);
};
const click = (token: string, id: string) =>
  app.request.post(`/api/advertisements/${id}/click`).set(bearer(token));
const stored = async (id: string) => (await app.ctx.db.models.Advertisement.findByPk(id))!;
const interested = (token: string, categoryIds: string[]) =>
  app.request.put('/api/interests/update').set(bearer(token)).send({ categoryIds });
/** Leaves the ad with room for exactly `events` more billed events. */
const leaveRoomFor = async (id: string, paise: number) => {
  const ad = await stored(id);
  await ad.update({ spentPaise: ad.budgetPaise - paise });
};
/** Moves the ad's counted events back in time, as if they were counted earlier. */
const ageEvents = async (id: string, ms: number) => {
  const { AdvertisementEvent } = app.ctx.db.models;
  const events = await AdvertisementEvent.findAll({ where: { advertisementId: id } });
  for (const event of events) {
    const bucketMs = event.kind === 'impression' ? 60_000 : 3_600_000;
    await AdvertisementEvent.update(
      { bucket: event.bucket - Math.ceil(ms / bucketMs) },
      { where: { advertisementId: id, viewerId: event.viewerId, kind: event.kind, bucket: event.bucket } },
    );
  }
};

describe('GET /api/advertisements/feed', () => {
  it('serves active ads in the feed shape, never the viewer’s own, counting an impression once a minute', async () => {
    const owner = await registerAndVerify(app);
    const viewer = await registerAndVerify(app);
    const id = await liveAd(payments, owner.token);
    expect(await servedIds(owner.token)).not.toContain(id);
    const res = await feed(viewer.token);
    const shown = res.body.data.advertisements.find((ad: { id: string }) => ad.id === id);
    expect(shown).toEqual({
      id,
      title: 'Fresh coffee',
      description: 'Roasted this week, delivered tomorrow.',
      imageUrl: 'https://cdn.example.com/coffee.jpg',
      targetUrl: 'https://shop.example.com/coffee',
      ctaText: 'Order now',
    });
    expect(await servedIds(viewer.token)).toContain(id);
    let ad = await stored(id);
    expect([ad.totalImpressions, ad.spentPaise]).toEqual([1, 20]);
    await ageEvents(id, 60_000);
    await servedIds(viewer.token);
    ad = await stored(id);
    expect([ad.totalImpressions, ad.spentPaise]).toEqual([2, 40]);
    expect((await feed('nope')).status).toBe(401);
    expect((await feed(viewer.token, 11)).status).toBe(400);
  });

  it('serves only ads within their dates, active and matching the viewer’s interests', async () => {
    const owner = await registerAndVerify(app);
    const viewer = await registerAndVerify(app);
    expect((await interested(viewer.token, ['music', 'travel', 'food', 'art', 'science'])).status).toBe(200);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const music = await liveAd(payments, owner.token, { targetInterests: ['music', 'gaming'] });
    const sports = await liveAd(payments, owner.token, { targetInterests: ['sports'] });
    const future = await liveAd(payments, owner.token, { startDate: later });
    const paused = await liveAd(payments, owner.token);
    await app.request.put(`/api/advertisements/${paused}/pause`).set(bearer(owner.token));
    const ended = await liveAd(payments, owner.token);
    await (await stored(ended)).update({ endDate: new Date(Date.now() - 1000) });
    const served = await servedIds(viewer.token);
    expect(served).toContain(music);
    for (const id of [sports, future, paused, ended]) expect(served).not.toContain(id);

    await (await stored(paused)).update({ endDate: new Date(Date.now() - 1000) });
    await CompleteEndedAdsJob.run(null, {
      id: 'test',
      attempt: 1,
      ctx: app.ctx,
      saveData: async () => undefined,
    });
    expect([
      (await stored(ended)).status,
      (await stored(paused)).status,
      (await stored(music)).status,
    ]).toEqual(['completed', 'completed', 'active']);
  });
});

describe('spend', () => {
  it('charges cpm ads 20 paise an impression and completes them when the budget is spent', async () => {
    const owner = await registerAndVerify(app);
    const id = await liveAd(payments, owner.token, { budgetAmount: 500 });
    await leaveRoomFor(id, 40);
    const viewers = [
      await registerAndVerify(app),
      await registerAndVerify(app),
      await registerAndVerify(app),
    ];
    expect(await servedIds(viewers[0]!.token)).toContain(id);
    expect((await stored(id)).status).toBe('active');
    expect(await servedIds(viewers[1]!.token)).toContain(id);
    const ad = await stored(id);
    expect([ad.spentPaise, ad.status]).toEqual([50_000, 'completed']);
    expect(await servedIds(viewers[2]!.token)).not.toContain(id);
  });

  it('charges cpc ads ₹20 a click, once per viewer an hour, and answers the target URL', async () => {
    const owner = await registerAndVerify(app);
    const viewer = await registerAndVerify(app);
    const id = await liveAd(payments, owner.token, { budgetType: 'cpc', budgetAmount: 600 });
    await servedIds(viewer.token);
    expect((await stored(id)).spentPaise).toBe(0);
    const first = await click(viewer.token, id);
    expect(first.body).toMatchObject({
      success: true,
      targetUrl: 'https://shop.example.com/coffee',
      counted: true,
      data: { targetUrl: 'https://shop.example.com/coffee', counted: true },
    });
    expect((await click(viewer.token, id)).body.counted).toBe(false);
    expect((await click(owner.token, id)).body.counted).toBe(false);
    const neverServed = await registerAndVerify(app);
    expect((await click(neverServed.token, id)).body).toMatchObject({
      targetUrl: 'https://shop.example.com/coffee',
      counted: false,
    });
    let ad = await stored(id);
    expect([ad.totalClicks, ad.spentPaise]).toEqual([1, 2000]);
    await ageEvents(id, 3_600_000);
    expect((await click(viewer.token, id)).body.counted).toBe(true);
    ad = await stored(id);
    expect([ad.totalClicks, ad.spentPaise, ad.totalImpressions]).toEqual([2, 4000, 1]);

    const analytics = await app.request.get(`/api/advertisements/${id}/analytics`).set(bearer(owner.token));
    expect(analytics.body.data.overview).toEqual({
      total_impressions: 1,
      total_clicks: 2,
      ctr: 200,
      avg_cost: 20,
      spent_amount: 40,
      budget_amount: 600,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(analytics.body.data.daily).toEqual([{ date: today, impressions: 1, clicks: 2, spent: 40 }]);
    const list = await app.request.get('/api/advertisements/my-ads').set(bearer(owner.token));
    expect(list.body.data.find((item: { id: string }) => item.id === id)).toMatchObject({
      budget_type: 'cpc',
      budget_amount: 600,
      spent_amount: 40,
      total_impressions: 1,
      total_clicks: 2,
      ctr: 200,
    });
    expect((await click(viewer.token, '01937c8a-0000-7000-8000-0000000000aa')).status).toBe(404);
  });

  it('never spends past the budget under concurrent impressions and clicks', async () => {
    const owner = await registerAndVerify(app);
    const cpm = await liveAd(payments, owner.token);
    const cpc = await liveAd(payments, owner.token, { budgetType: 'cpc' });
    await leaveRoomFor(cpm, 60);
    await leaveRoomFor(cpc, 4000);
    const viewers = await Promise.all(Array.from({ length: 8 }, () => registerAndVerify(app)));
    const feeds = await Promise.all(viewers.map((viewer) => feed(viewer.token)));
    const clicks = await Promise.all(viewers.map((viewer) => click(viewer.token, cpc)));
    expect([...feeds, ...clicks].map((res) => res.status)).toEqual(Array(16).fill(200));
    const spentCpm = await stored(cpm);
    expect([spentCpm.spentPaise, spentCpm.budgetPaise, spentCpm.status]).toEqual([
      50_000,
      50_000,
      'completed',
    ]);
    expect(spentCpm.totalImpressions).toBe(3);
    const spentCpc = await stored(cpc);
    expect([spentCpc.spentPaise, spentCpc.status, spentCpc.totalClicks]).toEqual([50_000, 'completed', 2]);
    expect(clicks.filter((res) => res.body.counted)).toHaveLength(2);
    const events = await app.ctx.db.models.AdvertisementEvent.count({ where: { advertisementId: cpm } });
    expect(events).toBe(3);
  });
});
