import type { KeyInput, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostViaApi, openAppAs, postAsSeenBy, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, type TestBrowser } from './support/browser.js';
import { waitForPath, waitForText } from './support/members.js';
import { followViaApi } from './support/people.js';
import { isPressed, postCard } from './support/posts.js';
import { screenshotsOf } from './support/screenshots.js';
import { startStack, type Stack } from './support/stack.js';

/** What the keyboard map's live region last said. */
const spoken = (page: Page) =>
  page.evaluate(() => document.querySelector('.keyboard-map-status')?.textContent?.trim() ?? '');

/** The text of the post card holding the focus. */
const focusedPost = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('article')?.querySelector('.post-main')?.textContent ?? '',
  );

async function keys(page: Page, ...pressed: KeyInput[]): Promise<void> {
  for (const key of pressed) await page.keyboard.press(key);
}

describe('the keyboard map', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let page: Page;
  let ada: ApiMember;
  let grace: ApiMember;
  const older = `Older keyboard post ${Date.now().toString(36)}`;
  const newer = `Newer keyboard post ${Date.now().toString(36)}`;
  let newerId = '';

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    grace = await signUpViaApi(stack, 'Grace');
    await followViaApi(stack, ada, grace);
    await createPostViaApi(stack, grace, older);
    newerId = (await createPostViaApi(stack, grace, newer)).id;
    page = await chrome.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
    await waitForText(page, older);
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
  });

  it('moves between posts with j and k and says where it is', async () => {
    await keys(page, 'j');
    expect(await focusedPost(page)).toContain(newer);
    await expect.poll(() => spoken(page)).toBe('Post 1 of 2, by Grace Tester');
    await keys(page, 'j');
    expect(await focusedPost(page)).toContain(older);
    await expect.poll(() => spoken(page)).toBe('Post 2 of 2, by Grace Tester');
    await keys(page, 'j');
    expect(await focusedPost(page)).toContain(older);
    await keys(page, 'k');
    expect(await focusedPost(page)).toContain(newer);
  });

  it('likes, reposts and bookmarks the post it is on, and the server hears it', async () => {
    const card = await postCard(page, newer);
    await keys(page, 'l');
    await expect.poll(async () => isPressed((await card.$(aria('button', 'Like (1 like)')))!)).toBe(true);
    await expect.poll(() => spoken(page)).toBe('Liked the post by Grace Tester');
    await keys(page, 'b');
    await expect.poll(async () => isPressed((await card.$(aria('button', 'Bookmark')))!)).toBe(true);
    await keys(page, 't');
    await expect.poll(() => spoken(page)).toBe('Reposted the post by Grace Tester');
    // The three writes reach the server through the outbox, one request each: on a loaded machine
    // that takes longer than expect.poll's default second.
    await expect
      .poll(
        async () => {
          const seen = await postAsSeenBy(stack, ada, newerId);
          return [seen.isLiked, seen.isBookmarked, seen.isRetweeted];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true, true]);
    await keys(page, 'l');
    await expect.poll(() => spoken(page)).toBe('Like removed from the post by Grace Tester');
    await expect
      .poll(async () => (await postAsSeenBy(stack, ada, newerId)).isLiked, { timeout: 10_000 })
      .toBe(false);
  });

  it('does nothing while the member types in a field', async () => {
    await keys(page, '/');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Search posts');
    await page.keyboard.type('lbj');
    const typed = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    expect(typed).toBe('lbj');
    expect(await page.$(aria('dialog'))).toBeNull();
    expect((await postAsSeenBy(stack, ada, newerId)).isLiked).toBe(false);
    await page.evaluate(() => (document.activeElement as HTMLInputElement).blur());
    await (await findByRole(page, 'button', 'Clear search')).click();
  });

  it('lists every shortcut in the help dialog on ?', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await keys(page, '?');
    const dialog = await findByRole(page, 'dialog', 'Keyboard shortcuts');
    const rows = await dialog.$$eval('.keyboard-map-row', (all) => all.map((row) => row.textContent?.trim()));
    expect(rows).toContain('g then nGo to Notifications');
    expect(rows).toContain('?Show this keyboard map');
    expect(rows).toHaveLength(12);
    await screenshotsOf(page, dialog, 'keyboard-map');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  });

  it('goes to Notifications, Messages and Home with g and opens the composer with n and r', async () => {
    await keys(page, 'g', 'n');
    await waitForPath(page, '/notifications');
    await keys(page, 'g', 'm');
    await waitForPath(page, '/messages');
    await keys(page, 'g', 'h');
    await waitForPath(page, '/dashboard');
    await waitForText(page, newer);

    await keys(page, 'n');
    await findByRole(page, 'dialog', 'Create Post');
    // Focus goes back to where it was (the main column, after g h) as the dialog leaves the page, not
    // a frame later: a key pressed at once (j below) would otherwise have its focus taken back.
    await page.evaluate(() => {
      const seen = window as unknown as { focusAsClosed?: string };
      const observer = new MutationObserver(() => {
        if (document.querySelector('dialog[open]')) return;
        seen.focusAsClosed = document.activeElement?.id || document.activeElement?.tagName;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await page.evaluate(() => (window as unknown as { focusAsClosed?: string }).focusAsClosed)).toBe(
      'main',
    );

    await keys(page, 'j', 'r');
    const reply = await findByRole(page, 'dialog', 'Reply');
    expect(await reply.evaluate((node) => node.textContent)).toContain(newer);
  });
});
