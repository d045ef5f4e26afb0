import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PREMIUM_FEATURES,
  subscriptionDetails,
  SUBSCRIPTION_MESSAGES,
  type SelfUserDto,
} from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';
import {
  ok,
  polyfillDialog,
  renderWithApp,
  scriptFetch,
  signedInAuth,
  TEST_USER,
} from '../../pages/dashboard/testKit';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import type { RazorpayOptions } from './checkoutOptions';
import SubscriptionSection from './SubscriptionSection';

beforeAll(polyfillDialog);
let db: MemberDb;
signedInEachTest((opened) => (db = opened));

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function premiumUser(overrides: Partial<SelfUserDto> = {}): SelfUserDto {
  return {
    ...TEST_USER,
    isPremium: true,
    subscriptionType: 'premium',
    subscriptionStatus: 'active',
    subscriptionStartDate: inDays(-10),
    subscriptionCurrentPeriodStart: inDays(-10),
    subscriptionCurrentPeriodEnd: inDays(20),
    ...overrides,
  };
}

const detailsReply = (user: SelfUserDto, paymentsConfigured = true) =>
  ok({
    user,
    subscription: subscriptionDetails(user, { paymentsConfigured, hasSubscription: user.isPremium }),
  });

async function show(user: SelfUserDto, script: Parameters<typeof scriptFetch>[0] = {}) {
  await db.profile.put({ key: 'self', user, savedAt: Date.now() });
  const calls = scriptFetch({ 'GET /subscription/details': detailsReply(user), ...script });
  renderWithApp(<SubscriptionSection />, {
    url: '/dashboard?section=subscription-details',
    path: '/dashboard',
    auth: signedInAuth({ user }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Subscription Management' });
  return calls;
}

describe('SubscriptionSection for a basic member', () => {
  it('shows the Basic plan, the features and the Upgrade card with Get Premium Now', async () => {
    await show(TEST_USER);
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeTruthy();
    expect(screen.queryByText('Premium Active')).toBeNull();
    for (const feature of PREMIUM_FEATURES) expect(screen.getByText(feature)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upgrade to Premium' })).toBeTruthy();
    const buy = screen.getByRole('button', { name: 'Get Premium Now' }) as HTMLButtonElement;
    await waitFor(() => expect(buy.disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('link', { name: 'Billing FAQ' }).getAttribute('href')).toBe(
      '/support#billing-faq',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('says payments are not configured and charges nothing', async () => {
    await show(TEST_USER, { 'GET /subscription/details': detailsReply(TEST_USER, false) });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.notConfigured)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Get Premium Now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says a payment needs a connection and disables the button offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show(TEST_USER, { 'GET /subscription/details': 'network' });
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.offline)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Get Premium Now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeTruthy();
  });

  it('opens the checkout for the subscription, verifies the payment and shows Premium', async () => {
    const order = {
      orderId: null,
      subscriptionId: 'sub_Test0000000001',
      amount: 15000,
      currency: 'INR',
      key: 'rzp_test_key',
      customerId: 'cust_Test00000001',
    };
    const opened: RazorpayOptions[] = [];
    vi.stubGlobal(
      'Razorpay',
      class {
        constructor(readonly options: RazorpayOptions) {
          opened.push(options);
        }
        on() {}
        open() {
          this.options.handler({
            razorpay_payment_id: 'pay_Test0000000001',
            razorpay_subscription_id: order.subscriptionId,
            razorpay_signature: 'ab'.repeat(32),
          });
        }
      },
    );
    const premium = premiumUser();
    const calls = await show(TEST_USER, {
      'POST /subscription/create-order': ok(order),
      'POST /subscription/verify-payment': detailsReply(premium),
    });
    const buy = screen.getByRole('button', { name: 'Get Premium Now' }) as HTMLButtonElement;
    await waitFor(() => expect(buy.disabled).toBe(false));
    fireEvent.click(buy);
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.paid)).toBeTruthy();
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      subscription_id: order.subscriptionId,
      customer_id: order.customerId,
      recurring: 1,
      reminder_enable: true,
      prefill: { email: TEST_USER.email },
    });
    expect(opened[0]?.config.display.sequence).toEqual([
      'block.upi',
      'block.card',
      'block.netbanking',
      'block.wallet',
    ]);
    expect(calls.find((c) => c.path === '/subscription/verify-payment')?.body).toEqual({
      razorpay_payment_id: 'pay_Test0000000001',
      razorpay_subscription_id: order.subscriptionId,
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(await screen.findByText('Premium Active')).toBeTruthy();
    expect((await db.profile.get('self'))?.user.isPremium).toBe(true);
  });
});

describe('SubscriptionSection for a premium member', () => {
  it('shows the badge, status, days remaining, dates and Cancel Subscription', async () => {
    await show(premiumUser());
    expect(screen.getByText('Premium Active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const days = screen.getByText('20 days remaining');
    expect(days.className).not.toContain('urgent');
    expect(screen.getByText('Start date')).toBeTruthy();
    expect(screen.getByText('Next Billing')).toBeTruthy();
    expect(screen.getByText('Billing period')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('turns the banner red at 7 days or fewer, and reads Subscription expired at 0', async () => {
    await show(premiumUser({ subscriptionCurrentPeriodEnd: inDays(6.5) }));
    expect(screen.getByText('7 days remaining').className).toContain('days-remaining-urgent');
  });

  it('reads Subscription expired once the period is over', async () => {
    await show(premiumUser({ subscriptionStatus: 'canceled', subscriptionCurrentPeriodEnd: inDays(-1) }));
    expect(screen.getByText(SUBSCRIPTION_MESSAGES.expired).className).toContain('days-remaining-urgent');
  });

  it('cancels after asking, at once on the device and through the outbox, then offers Reactivate', async () => {
    const user = premiumUser();
    await show(user, { 'POST /subscription/cancel': detailsReply(user) });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.canceled)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Cancellation Notice' })).toBeTruthy();
    expect(screen.getByText('Access Ends')).toBeTruthy();
    expect(screen.getByText('Canceled')).toBeTruthy();
    expect((await outboxOf(db)).map((e) => [e.kind, e.method, e.path])).toEqual([
      ['subscription.cancel', 'POST', '/subscription/cancel'],
    ]);

    // Reactivating before the cancel was sent drops it: nothing goes to the server.
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate Subscription' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.reactivated)).toBeTruthy();
    expect(await outboxOf(db)).toEqual([]);
    expect((await db.profile.get('self'))?.user.subscriptionStatus).toBe('active');
  });
});
