import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdAnalyticsDto, AdListItemDto } from '@flock/shared';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpayStandIn.js';
import { apiData, createPostViaApi, signUpViaApi, type ApiMember } from './support/api.js';
import { findByRole, launchBrowser, type TestBrowser } from './support/browser.js';
import { fill } from './support/members.js';
import { openSignedInPage } from './support/signedInPage.js';
import { startStack, type Stack } from './support/stack.js';

/**
 * Razorpay's checkout as the page meets it (`window.Razorpay`), playing the member's side: `open()`
 * has the stand-in pay the order and hands the page what the real checkout hands it, signed.
 */
function installCheckout(page: Page, razorpay: RazorpayStandIn) {
  return Promise.all([
    page.exposeFunction('payAtRazorpay', (orderId: string) => razorpay.payOrder(orderId)),
    page.evaluateOnNewDocument(() => {
      type Options = { order_id: string; handler(paid: unknown): void };
      const pay = (window as unknown as { payAtRazorpay(id: string): Promise<unknown> }).payAtRazorpay;
      (window as unknown as { Razorpay: unknown }).Razorpay = class {
        constructor(private readonly options: Options) {}
        on() {}
        open() {
          void pay(this.options.order_id).then((paid) => this.options.handler(paid));
        }
      };
    }),
  ]);
}

describe('advertising in the browser', () => {
  let stack: Stack;
  let razorpay: RazorpayStandIn;
  let chrome: TestBrowser;
  let ada: ApiMember;
  let bob: ApiMember;
  const contexts: BrowserContext[] = [];

  async function signedInPage(member: ApiMember): Promise<Page> {
    const page = await openSignedInPage(chrome.browser, stack, member, (p) => installCheckout(p, razorpay));
    contexts.push(page.browserContext());
    return page;
  }

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
    stack = await startStack({
      env: {
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_API_URL: razorpay.url,
      },
    });
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    bob = await signUpViaApi(stack, 'Bob');
    for (let n = 1; n <= 6; n++) await createPostViaApi(stack, bob, `Bob's post number ${n}`);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
    await razorpay?.close();
  });

  it('creates a campaign, pays at Razorpay, serves it in another feed, counts the click, shows the numbers', async () => {
    const advertiser = await signedInPage(ada);
    await advertiser.goto(`${stack.baseUrl}/advertiser`);
    await findByRole(advertiser, 'heading', 'Advertiser Dashboard');
    await fill(advertiser, 'Title', 'Fresh coffee');
    await fill(advertiser, 'Content', 'Roasted this week, delivered tomorrow.');
    await fill(advertiser, 'Call-to-action text', 'Order now');
    await fill(advertiser, 'Call-to-action URL', 'https://shop.example.com/coffee');
    await advertiser.select('select[id$="-budget-type"]', 'cpc');
    await advertiser.waitForFunction(() => document.body.textContent?.includes('Estimated reach: 25 clicks'));
    await (await findByRole(advertiser, 'button', 'Create and pay')).click();

    // The create drains from the outbox, then the checkout opens and the payment is verified.
    await advertiser.waitForFunction(
      () =>
        [...document.querySelectorAll('.advertiser [role="status"]')].some(
          (alert) => alert.textContent === 'Payment verified. Your advertisement is active.',
        ),
      { timeout: 30_000 },
    );
    const [ad] = await apiData<AdListItemDto[]>(stack, ada.token, 'GET', '/advertisements/my-ads');
    expect(ad).toMatchObject({
      title: 'Fresh coffee',
      status: 'active',
      budget_type: 'cpc',
      budget_amount: 500,
    });
    expect(razorpay.orders.get([...razorpay.orders.keys()][0]!)).toMatchObject({
      amount: 50_000,
      status: 'paid',
    });

    const viewer = await signedInPage(bob);
    const card = await findByRole(viewer, 'complementary', 'Promoted: Fresh coffee', 30_000);
    const order = await viewer.evaluate(() =>
      [...document.querySelectorAll('article[id^="post-"], aside.promoted-card')].map((node) =>
        node.tagName.toLowerCase(),
      ),
    );
    expect(order.indexOf('aside')).toBe(5);
    const opened = new Promise<string>((resolve) =>
      chrome.browser.once('targetcreated', (target: { url(): string }) => resolve(target.url())),
    );
    await (await card.waitForSelector('a.promoted-link'))!.click();
    expect(await opened).toBe('https://shop.example.com/coffee');

    let overview: AdAnalyticsDto['overview'] | undefined;
    for (let tries = 0; tries < 50 && overview?.total_clicks !== 1; tries++) {
      ({ overview } = await apiData<AdAnalyticsDto>(
        stack,
        ada.token,
        'GET',
        `/advertisements/${ad!.id}/analytics`,
      ));
      if (overview.total_clicks !== 1) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(overview).toMatchObject({ total_impressions: 1, total_clicks: 1, spent_amount: 20, avg_cost: 20 });

    await advertiser.bringToFront();
    await (await findByRole(advertiser, 'tab', 'Analytics')).click();
    const figures = await advertiser.waitForSelector('dl.ad-overview');
    await advertiser.waitForFunction(
      (element) => element?.textContent?.includes('CTR100.00%'),
      { timeout: 15_000 },
      figures,
    );
    const text = await figures!.evaluate((element) => element.textContent);
    expect(text).toContain('Impressions1');
    expect(text).toContain('Clicks1');
    expect(text).toContain('Avg. cost per click₹20.00');
    await advertiser.waitForSelector('.ad-chart canvas', { timeout: 15_000 });

    // The copied /ad/{id} link opens the advertiser's page; a second visit within the hour is no click.
    const leaving = viewer.waitForRequest((request) => request.url() === 'https://shop.example.com/coffee', {
      timeout: 30_000,
    });
    await viewer.bringToFront();
    void viewer.goto(`${stack.baseUrl}/ad/${ad!.id}`).catch(() => undefined);
    await leaving;
    const after = await apiData<AdAnalyticsDto>(
      stack,
      ada.token,
      'GET',
      `/advertisements/${ad!.id}/analytics`,
    );
    expect(after.overview.total_clicks).toBe(1);
  });
});
