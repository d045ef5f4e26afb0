import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RAZORPAY_CHECKOUT_URL,
  SUBSCRIPTION_MESSAGES,
  SUPPORT_MESSAGES,
  type SubscriptionAnswerDto,
} from '@flock/shared';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpayStandIn.js';
import { apiData, createPostViaApi, openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { waitForText } from './support/members.js';
import { postCard, uniqueText } from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Razorpay's checkout, played by the test: served where the app loads checkout.js, it records the
 * options it was opened with and pays the subscription at the Razorpay stand-in, which signs the
 * payment with the key secret (the secret stays in the test process, never in the page).
 */
const CHECKOUT_DOUBLE = `
window.Razorpay = function Razorpay(options) {
  this.options = options;
};
window.Razorpay.prototype.on = function () {};
window.Razorpay.prototype.open = function () {
  var options = this.options;
  window.openedCheckout = JSON.parse(JSON.stringify(options));
  window.payAtRazorpayStandIn(options.subscription_id).then(function (paid) {
    options.handler(paid);
  });
};
`;

const VERIFIED = aria('image', 'Verified Premium User');
const SUPPORT_ADDRESS = 'help@flock.test';

describe('premium in the browser', () => {
  let razorpay: RazorpayStandIn;
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  let page: Page;
  const checkoutLoads: string[] = [];

  const subscriptionPage = async () => {
    await page.goto(`${stack.baseUrl}/dashboard?section=subscription-details`);
    await findByRole(page, 'button', 'Refresh');
  };
  /** Buy and Reactivate wait for the server's word that payments are configured: click once enabled. */
  const clickWhenEnabled = async (name: string) => {
    const button = await findByRole(page, 'button', name);
    await page.waitForFunction((element) => !(element as HTMLButtonElement).disabled, {}, button);
    await button.click();
  };
  const showsText = (text: string) => waitForText(page, text, 30_000);
  const statusOf = () => apiData<SubscriptionAnswerDto>(stack, ada.token, 'GET', '/subscription/status');

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
    stack = await startStack({
      env: {
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
        RAZORPAY_API_URL: razorpay.url,
        SUPPORT_EMAIL: SUPPORT_ADDRESS,
      },
    });
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    const context = await chrome.browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.exposeFunction('payAtRazorpayStandIn', (subscriptionId: string) =>
      razorpay.pay(subscriptionId),
    );
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url() !== RAZORPAY_CHECKOUT_URL) return void request.continue();
      checkoutLoads.push(request.url());
      void request.respond({ status: 200, contentType: 'application/javascript', body: CHECKOUT_DOUBLE });
    });
    await openAppAs(page, stack, ada);
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
    await razorpay?.close();
  });

  it('buys premium through the checkout, and the badge then shows on the member’s posts and profile', async () => {
    const text = uniqueText('Before premium');
    await createPostViaApi(stack, ada, text);
    expect((await statusOf()).user.isPremium).toBe(false);
    await page.goto(`${stack.baseUrl}/dashboard`);
    expect(await (await postCard(page, text)).$(VERIFIED)).toBeNull();

    await subscriptionPage();
    await clickWhenEnabled('Get Premium Now');
    await showsText(SUBSCRIPTION_MESSAGES.paid);
    expect(checkoutLoads).toEqual([RAZORPAY_CHECKOUT_URL]);

    const opened = await page.evaluate(
      () => (window as unknown as { openedCheckout: Record<string, unknown> }).openedCheckout,
    );
    const [subscriptionId] = [...razorpay.subscriptions.keys()];
    expect(opened).toMatchObject({
      key: razorpay.keyId,
      subscription_id: subscriptionId,
      recurring: 1,
      reminder_enable: true,
      config: { display: { sequence: ['block.upi', 'block.card', 'block.netbanking', 'block.wallet'] } },
    });
    expect(JSON.stringify(opened)).not.toContain(razorpay.keySecret);
    await page.waitForFunction(() => document.body.innerText.includes('Premium Active'));
    expect((await statusOf()).user).toMatchObject({
      isPremium: true,
      subscriptionType: 'premium',
      subscriptionStatus: 'active',
    });

    await page.goto(`${stack.baseUrl}/dashboard`);
    const card = await postCard(page, text);
    await card.waitForSelector(VERIFIED, { timeout: 15_000 });

    await page.goto(`${stack.baseUrl}/profile`);
    // The badge in the profile's heading, next to the name.
    await page.waitForSelector('h1.profile-name [aria-label="Verified Premium User"]', { timeout: 15_000 });
  });

  it('cancels at the end of the period and reactivates from the page', async () => {
    await subscriptionPage();
    await (await findByRole(page, 'button', 'Cancel Subscription')).click();
    const dialog = await page.waitForSelector('dialog[open]');
    await (await dialog!.waitForSelector(aria('button', 'Cancel Subscription')))!.click();
    await showsText(SUBSCRIPTION_MESSAGES.canceled);
    await findByRole(page, 'button', 'Reactivate Subscription');
    await expect
      .poll(async () => (await statusOf()).user.subscriptionStatus, { timeout: 15_000 })
      .toBe('canceled');
    const cancel = razorpay.requests.find((r) => r.path.endsWith('/cancel'));
    expect(cancel).toMatchObject({ method: 'POST', authenticated: true });
    expect(String(cancel!.body.cancel_at_cycle_end)).toMatch(/^(1|true)$/);
    expect((await statusOf()).user.isPremium).toBe(true);

    await clickWhenEnabled('Reactivate Subscription');
    await showsText(SUBSCRIPTION_MESSAGES.reactivated);
    await findByRole(page, 'button', 'Cancel Subscription');
    await expect
      .poll(async () => (await statusOf()).user.subscriptionStatus, { timeout: 15_000 })
      .toBe('active');
    expect(razorpay.requests.some((r) => r.method === 'POST' && r.path.endsWith('/resume'))).toBe(true);
  });

  it('takes a support request written offline to the support team once back online, marked priority', async () => {
    await subscriptionPage();
    await (await findByRole(page, 'link', 'Contact Support')).click();
    await page.waitForSelector('form.support-form');
    await findByRole(page, 'heading', 'Contact Support');
    await showsText('Priority support');

    await setOffline(page, true);
    const subject = uniqueText('Charged twice');
    await page.type('input[name="subject"]', subject);
    await page.select('select', 'billing');
    await page.type('textarea', 'Two charges of 150 rupees this month.');
    await (await findByRole(page, 'button', 'Send request')).click();
    await showsText('You are offline. Your request is saved on this device');
    await showsText('Waiting to send');
    expect(stack.mail.messages.some((mail) => mail.subject.includes(subject))).toBe(false);

    await setOffline(page, false);
    await showsText(SUPPORT_MESSAGES.sentPriority);
    const mail = await stack.mail.waitFor(SUPPORT_ADDRESS, { timeoutMs: 15_000 });
    expect(mail.subject).toContain(subject);
    expect(mail.subject.toLowerCase()).toContain('priority');
    expect(mail.text).toContain('Two charges of 150 rupees this month.');
  });
});
