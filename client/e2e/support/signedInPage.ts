import type { Browser, Page } from 'puppeteer-core';
import { openAppAs } from './api.js';
import type { Member } from './members.js';
import type { Stack } from './stack.js';

/**
 * A page in a browser context of its own (storage apart from every other member's), 1280 px wide,
 * with `member` signed in on the dashboard. `prepare` runs on the page before the app opens (a
 * checkout double, say). Close it with `page.browserContext().close()`.
 */
export async function openSignedInPage(
  browser: Browser,
  stack: Stack,
  member: Member,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (prepare) await prepare(page);
  await openAppAs(page, stack, member);
  return page;
}
