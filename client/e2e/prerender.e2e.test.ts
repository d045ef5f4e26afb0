import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@flock/shared';
import { signUpViaApi, type ApiMember } from './support/api.js';
import { launchBrowser, setOffline, waitForServiceWorker, type TestBrowser } from './support/browser.js';
import { signIn, waitForGuestForm, waitForPath } from './support/members.js';
import { screenshotsOf } from './support/screenshots.js';
import { startStack, type Stack } from './support/stack.js';

/** The guest pages built to HTML: painted before any script runs, then taken over by the app as they are. */
describe('guest pages built to HTML', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  const contexts: BrowserContext[] = [];

  /** A fresh visitor's tab that records what the page logs as errors. */
  async function visitorPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    return { page, errors };
  }

  const heading = (page: Page) => page.$eval('h1', (h1) => h1.textContent);
  const fieldsDisabled = (page: Page) =>
    page.$eval('form fieldset', (fieldset) => (fieldset as HTMLFieldSetElement).disabled);

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('paints each guest page from its HTML alone, its form held until the app runs it', async () => {
    const { page } = await visitorPage();
    await page.setJavaScriptEnabled(false);
    const styleSheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styleSheets.push(request.url());
    });
    const headings: Record<string, string | null> = {};
    for (const { path } of PRERENDERED_PAGES) {
      await page.goto(`${stack.baseUrl}${path}`);
      headings[path] = await heading(page);
      expect(await fieldsDisabled(page)).toBe(true);
      // Styled from the HTML too: the app's and the card's rules are inline.
      expect(await page.$eval('.auth-card', (card) => getComputedStyle(card).maxWidth)).not.toBe('none');
      await screenshotsOf(page, (await page.$('main'))!, `prerendered${path.replace('/', '-')}`);
    }
    expect(headings).toEqual({
      '/login': 'Welcome back',
      '/register': 'Create your account',
      '/forgot-password': 'Forgot your password?',
    });
    // Every style, the app's own included, is in the HTML: no request stands before the first paint.
    expect(styleSheets).toEqual([]);
  });

  it('takes the login page over without drawing or moving it again, and signs in from it', async () => {
    const { page, errors } = await visitorPage();
    // A phone's slower processor: the browser reads the page in more pieces, so a paint of half a
    // page would show as the card moving once the rest is read.
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The heading the browser parsed, kept before any script of the page has run; and every layout shift.
    await page.evaluateOnNewDocument(() => {
      const seen = { shifts: [] as number[], parsedHeading: null as Element | null };
      Object.assign(window, { __seen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') seen.parsedHeading = document.querySelector('h1');
      });
    });
    await page.goto(`${stack.baseUrl}/login`);
    await waitForGuestForm(page);
    const seen = () =>
      page.evaluate(() => {
        const { shifts, parsedHeading } = (
          window as unknown as { __seen: { shifts: number[]; parsedHeading: Element | null } }
        ).__seen;
        return { shifts, sameHeading: parsedHeading === document.querySelector('h1') };
      });
    expect(await seen()).toEqual({ shifts: [], sameHeading: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await signIn(page, stack, ada, { navigate: false });
    await waitForPath(page, '/dashboard');
    await waitForServiceWorker(page);
    expect(errors).toEqual([]);
  });

  it('sends a member who is signed in from /login to the dashboard, without an error', async () => {
    const { page, errors } = await visitorPage();
    await page.goto(`${stack.baseUrl}/login`);
    await signIn(page, stack, ada, { navigate: false });
    await waitForPath(page, '/dashboard');

    await page.goto(`${stack.baseUrl}/login`);
    await waitForPath(page, '/dashboard');
    await page.waitForSelector('main');
    expect(errors).toEqual([]);
  });

  it('opens the login page offline from the worker, built HTML included', async () => {
    const { page, errors } = await visitorPage();
    await page.goto(`${stack.baseUrl}/register`);
    await waitForServiceWorker(page);
    await setOffline(page, true);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${stack.baseUrl}/login`);
    expect(await heading(page)).toBe('Welcome back');

    await page.setJavaScriptEnabled(true);
    await page.goto(`${stack.baseUrl}/forgot-password`);
    await waitForGuestForm(page);
    expect(await heading(page)).toBe('Forgot your password?');
    expect(
      errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error)),
    ).toEqual([]);
  });
});
