import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiData,
  commentViaApi,
  createPostViaApi,
  openAppAs,
  signUpViaApi,
  type ApiMember,
} from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { waitForPath } from './support/members.js';
import {
  bellBadge,
  isSameDocument,
  listedNotifications,
  markDocument,
  notificationsViaApi,
  recordNotificationsShownByPage,
  shownNotifications,
  unreadCountViaApi,
  waitForBellBadge,
  waitForLiveDot,
  waitForNotificationsShownByPage,
} from './support/notifications.js';
import { startStack, type Stack } from './support/stack.js';

describe('notifications in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  let ben: ApiMember;
  let adaPage: Page;
  const contexts: BrowserContext[] = [];

  async function pageFor(member: ApiMember): Promise<Page> {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, member);
    return page;
  }

  const listed = async () => {
    await adaPage.waitForSelector('main ul[aria-label="Notifications"] > li');
    return listedNotifications(adaPage);
  };

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    ben = await signUpViaApi(stack, 'Ben');
    adaPage = await pageFor(ada);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('raises the bell when another member likes a post, without a reload, and the dropdown leads to the post', async () => {
    await waitForLiveDot(adaPage, 'Live');
    const post = await createPostViaApi(stack, ada, 'Morning light over the harbour');
    await markDocument(adaPage);
    expect(await bellBadge(adaPage)).toBe('');

    const benPage = await pageFor(ben);
    await benPage.goto(`${stack.baseUrl}/post/${post.id}`);
    await (await benPage.waitForSelector('main button[aria-label^="Like ("]'))!.click();

    await adaPage.bringToFront();
    await waitForBellBadge(adaPage, '1');
    expect(await isSameDocument(adaPage)).toBe(true);
    const sidebarBadge = await adaPage.$eval(
      'nav[aria-label="Main"] a[href="/notifications"] .count-badge',
      (badge) => badge.textContent,
    );
    expect(sidebarBadge).toBe('1');

    await (await findByRole(adaPage, 'button', 'Notifications')).click();
    const dropdown = await findByRole(adaPage, 'group', 'Notifications');
    const item = await dropdown.waitForSelector('li a');
    expect(await item!.evaluate((link) => link.textContent)).toContain('Ben Tester liked your post');
    expect(await item!.evaluate((link) => link.textContent)).toContain('Morning light over the harbour');
    await item!.click();

    await adaPage.waitForFunction((id) => location.search === `?highlight=${id}`, {}, post.id);
    await adaPage.waitForSelector(`article.is-highlighted`);
    await waitForBellBadge(adaPage, '');
    await expect.poll(() => unreadCountViaApi(stack, ada), { timeout: 15_000 }).toBe(0);
    expect(await isSameDocument(adaPage)).toBe(true);
  });

  it('lists, filters, reads and deletes on the Notifications page, and the server follows', async () => {
    const [post] = (await notificationsViaApi(stack, ada)).map((n) => n.metadata.postId);
    await apiData(stack, ben.token, 'POST', `/users/follow/${ada.id}`);
    await commentViaApi(stack, ben, post!, 'What a view!');
    await waitForBellBadge(adaPage, '2');

    await (await adaPage.waitForSelector(aria('link', 'Notifications')))!.click();
    await waitForPath(adaPage, '/notifications');
    await expect
      .poll(listed)
      .toEqual([
        'Ben Tester commented on your post',
        'Ben Tester started following you',
        'Ben Tester liked your post',
      ]);

    await (await findByRole(adaPage, 'button', 'Follows')).click();
    await expect.poll(listed).toEqual(['Ben Tester started following you']);
    expect(await adaPage.$eval(aria('button', 'Follows'), (chip) => chip.getAttribute('aria-pressed'))).toBe(
      'true',
    );
    await (await findByRole(adaPage, 'button', 'All')).click();
    await expect.poll(async () => (await listed()).length).toBe(3);

    await (await findByRole(adaPage, 'button', 'Select All')).click();
    await findByRole(adaPage, 'button', 'Deselect All');
    await (await findByRole(adaPage, 'button', 'Mark as Read')).click();
    await waitForBellBadge(adaPage, '');
    await expect.poll(() => unreadCountViaApi(stack, ada), { timeout: 15_000 }).toBe(0);

    await (await findByRole(adaPage, 'button', 'Deselect All')).click();
    await (await findByRole(adaPage, 'checkbox', 'Select: Ben Tester liked your post')).click();
    await (await findByRole(adaPage, 'button', 'Delete')).click();
    await expect.poll(async () => (await listed()).length).toBe(2);
    await expect
      .poll(async () => (await notificationsViaApi(stack, ada)).map((n) => n.type).sort(), {
        timeout: 15_000,
      })
      .toEqual(['comment', 'follow']);
  });

  it('keeps the list readable offline and sends a read made offline once back', async () => {
    const post = await createPostViaApi(stack, ada, 'Late ferry home');
    await apiData(stack, ben.token, 'PUT', `/posts/${post.id}/like`, { liked: true });
    await waitForBellBadge(adaPage, '1');

    await setOffline(adaPage, true);
    await waitForLiveDot(adaPage, 'Offline');
    await adaPage.reload({ waitUntil: 'load' });
    await expect
      .poll(listed)
      .toEqual([
        'Ben Tester liked your post',
        'Ben Tester commented on your post',
        'Ben Tester started following you',
      ]);
    await waitForBellBadge(adaPage, '1');

    await (await findByRole(adaPage, 'button', 'Mark as read: Ben Tester liked your post')).click();
    await waitForBellBadge(adaPage, '');
    expect(await unreadCountViaApi(stack, ada)).toBe(1);

    await setOffline(adaPage, false);
    await waitForLiveDot(adaPage, 'Live');
    await expect.poll(() => unreadCountViaApi(stack, ada), { timeout: 15_000 }).toBe(0);
  });

  it('with permission, shows a desktop notification while the app is out of view and none while in view', async () => {
    const cleo = await signUpViaApi(stack, 'Cleo');
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    await context.overridePermissions(stack.baseUrl, ['notifications']);
    const cleoPage = await context.newPage();
    await recordNotificationsShownByPage(cleoPage);
    await cleoPage.setViewport({ width: 1280, height: 900 });
    await openAppAs(cleoPage, stack, cleo);
    await waitForLiveDot(cleoPage, 'Live');

    // Another tab in front: the app is out of view.
    const otherTab = await context.newPage();
    await otherTab.bringToFront();
    await cleoPage.waitForFunction(() => document.visibilityState === 'hidden');
    await apiData(stack, ben.token, 'POST', `/users/follow/${cleo.id}`);
    const followed = 'Flock: Ben Tester started following you';
    expect(await waitForNotificationsShownByPage(cleoPage, 1)).toEqual([followed]);
    expect((await shownNotifications(cleoPage)).map(({ title, body }) => `${title}: ${body}`)).toEqual([
      followed,
    ]);

    // In view, the bell tells and nothing pops up.
    await cleoPage.bringToFront();
    await cleoPage.waitForFunction(() => document.visibilityState === 'visible');
    const post = await createPostViaApi(stack, cleo, 'Kites over the dunes');
    await apiData(stack, ben.token, 'PUT', `/posts/${post.id}/like`, { liked: true });
    await waitForBellBadge(cleoPage, '2');
    expect(await waitForNotificationsShownByPage(cleoPage, 1)).toEqual([followed]);
    expect((await shownNotifications(cleoPage)).map(({ body }) => body)).toEqual([
      'Ben Tester started following you',
    ]);
  });
});
