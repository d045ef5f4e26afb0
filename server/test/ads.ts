import { expect } from 'vitest';
import { bearer } from './accounts.js';
import type { PaymentsTestApp } from './premium.js';

/** Advertising in API tests: a campaign created and paid through the Razorpay stand-in. */

export const AD_INPUT = {
  title: 'Fresh coffee',
  content: 'Roasted this week, delivered tomorrow.',
  mediaUrl: 'https://cdn.example.com/coffee.jpg',
  mediaType: 'image',
  ctaText: 'Order now',
  ctaUrl: 'https://shop.example.com/coffee',
};

export async function createAd(payments: PaymentsTestApp, token: string, overrides: object = {}) {
  const res = await payments.app.request
    .post('/api/advertisements/create')
    .set(bearer(token))
    .send({ ...AD_INPUT, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; status: string };
}

/** The whole purchase: the order, checkout paying it at the stand-in, verification. */
export async function payForAd(payments: PaymentsTestApp, token: string, adId: string) {
  const order = await payments.app.request
    .post('/api/advertisements/payment')
    .set(bearer(token))
    .send({ adId });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const paid = payments.razorpay.payOrder(order.body.orderId as string);
  const verified = await payments.app.request
    .post('/api/advertisements/payment/verify')
    .set(bearer(token))
    .send({ adId, ...paid });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { order: order.body, paid, verified: verified.body };
}

/** A live campaign. */
export async function liveAd(payments: PaymentsTestApp, token: string, overrides: object = {}) {
  const ad = await createAd(payments, token, overrides);
  await payForAd(payments, token, ad.id);
  return ad.id;
}
