import { addOneMonth } from '@flock/shared';
import { expect } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpayStandIn.js';
import { bearer } from './accounts.js';
import { createTestApp, type TestApp } from './testApp.js';

/** Premium in API tests: an app whose Razorpay SDK talks to a local stand-in, and quick ways to premium. */

export interface PaymentsTestApp {
  app: TestApp;
  razorpay: RazorpayStandIn;
  close(): Promise<void>;
}

export async function createPaymentsTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<PaymentsTestApp> {
  const razorpay = await startRazorpayStandIn();
  const app = await createTestApp(
    {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
      ...env,
    },
    options,
  );
  return {
    app,
    razorpay,
    async close() {
      await app.close();
      await razorpay.close();
    },
  };
}

/** Premium for a month without a payment (an administrator's grant): for tests of premium benefits. */
export async function grantPremium(app: TestApp, userId: string, now: Date = new Date()): Promise<void> {
  await app.ctx.db.models.User.update(
    {
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
      subscriptionStartDate: now,
      subscriptionCurrentPeriodStart: now,
      subscriptionCurrentPeriodEnd: addOneMonth(now),
    },
    { where: { id: userId } },
  );
}

/** The member behind a token. */
export async function memberIdOf(app: TestApp, token: string): Promise<string> {
  const res = await app.request.get('/api/auth/profile').set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.user.id as string;
}

/** The whole purchase: create-order, the checkout pays at the stand-in, verify-payment. */
export async function buyPremium(payments: PaymentsTestApp, token: string) {
  const order = await payments.app.request.post('/api/subscription/create-order').set(bearer(token));
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const paid = payments.razorpay.pay(order.body.subscriptionId as string);
  const verified = await payments.app.request
    .post('/api/subscription/verify-payment')
    .set(bearer(token))
    .send(paid);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { subscriptionId: order.body.subscriptionId as string, paid, verified };
}
