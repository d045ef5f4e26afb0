import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostViaApi, openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { waitForText } from './support/members.js';
import { followViaApi } from './support/people.js';
import { screenshotsOf } from './support/screenshots.js';
import { startStack, type Stack } from './support/stack.js';

/** The feed as the member sees it, top to bottom: each post's label, and GAP where a marker sits. */
function feedOrder(page: Page, tag: string): Promise<string[]> {
  return page.evaluate((label) => {
    const shown: string[] = [];
    for (const node of document.querySelectorAll('.feed-list article, .feed-list .feed-gap')) {
      if (node.classList.contains('feed-gap')) shown.push('GAP');
      else {
        const found = new RegExp(`${label} (\\w+ \\d+)`).exec(node.textContent ?? '');
        if (found) shown.push(found[1]!);
      }
    }
    return shown;
  }, tag);
}

describe('a feed with honest gaps', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let page: Page;
  let ada: ApiMember;
  let grace: ApiMember;
  const tag = `gapcheck${Date.now().toString(36)}`;

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    grace = await signUpViaApi(stack, 'Grace');
    await followViaApi(stack, ada, grace);
    for (let i = 1; i <= 3; i++) await createPostViaApi(stack, grace, `${tag} held ${i}`);
    page = await chrome.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
  });

  it('comes back to the newest page, marks the posts in between and loads them into place', async () => {
    await waitForText(page, `${tag} held 1`);
    expect(await feedOrder(page, tag)).toEqual(['held 3', 'held 2', 'held 1']);

    // Away: the device cannot see what is posted meanwhile.
    await setOffline(page, true);
    for (let i = 1; i <= 13; i++) await createPostViaApi(stack, grace, `${tag} new ${i}`);
    await page.reload();
    await waitForText(page, `${tag} held 1`);
    expect(await feedOrder(page, tag)).toEqual(['held 3', 'held 2', 'held 1']);

    await setOffline(page, false);
    await page.reload();
    const marker = await findByRole(page, 'button', 'Load 3 missing posts');
    // The cards below the marker are drawn a task or more after it (a list's cards are revealed a few at a time).
    await waitForText(page, `${tag} held 1`);
    const newest = Array.from({ length: 10 }, (_, i) => `new ${13 - i}`);
    expect(await feedOrder(page, tag)).toEqual([...newest, 'GAP', 'held 3', 'held 2', 'held 1']);

    await marker.click();
    await expect
      .poll(() => feedOrder(page, tag))
      .toEqual([...newest, 'new 3', 'new 2', 'new 1', 'held 3', 'held 2', 'held 1']);
    expect(await page.$(aria('button', 'Load 3 missing posts'))).toBeNull();
  });

  it('keeps the marker and says why when the missing posts cannot load offline', async () => {
    await setOffline(page, true);
    for (let i = 1; i <= 12; i++) await createPostViaApi(stack, grace, `${tag} later ${i}`);
    await setOffline(page, false);
    await page.reload();
    const marker = await findByRole(page, 'button', 'Load 2 missing posts');
    await screenshotsOf(page, marker, 'feed-gap');
    await setOffline(page, true);
    await marker.click();
    await findByRole(page, 'alert');
    expect(await page.$(aria('button', 'Load 2 missing posts'))).not.toBeNull();
    await setOffline(page, false);
    await (await findByRole(page, 'button', 'Load 2 missing posts')).click();
    await expect
      .poll(async () => (await feedOrder(page, tag)).slice(9, 13))
      .toEqual(['later 3', 'later 2', 'later 1', 'new 13']);
  });
});
