import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostViaApi, openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, launchBrowser, setOffline, textOf, type TestBrowser } from './support/browser.js';
import { press, waitForPath, waitForText } from './support/members.js';
import { followViaApi, inMain, profileAsSeenBy, profileCount, searchHeader } from './support/people.js';
import { startStack, type Stack } from './support/stack.js';

describe('people in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let page: Page;
  let ada: ApiMember;
  let grace: ApiMember;
  let bea: ApiMember;
  const gracePost = `Notes on compilers ${Date.now().toString(36)}`;
  const beaPost = `Tide tables for the week ${Date.now().toString(36)}`;

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    grace = await signUpViaApi(stack, 'Grace');
    bea = await signUpViaApi(stack, 'Bea');
    await createPostViaApi(stack, grace, gracePost);
    await createPostViaApi(stack, bea, beaPost);
    await followViaApi(stack, grace, bea);
    // Ada already follows someone, so her feed holds only the posts of people she follows.
    await followViaApi(stack, ada, bea);
    page = await chrome.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
  });

  it('finds a member with the header search and opens the profile from the keyboard', async () => {
    await waitForText(page, beaPost);
    expect(await page.evaluate(() => document.querySelector('main')?.innerText ?? '')).not.toContain(
      gracePost,
    );
    const options = await searchHeader(page, grace.username.slice(0, 9));
    expect(options).toEqual([`GGrace Tester@${grace.username}`]);
    await page.keyboard.press('ArrowDown');
    const box = await page.$(aria('combobox', 'Search users'));
    const active = await box!.evaluate((input) => input.getAttribute('aria-activedescendant'));
    expect(active).toBeTruthy();
    await page.keyboard.press('Enter');
    await waitForPath(page, `/profile/${grace.username}`);
    expect(await textOf(await inMain(page, 'heading', 'Grace Tester'))).toBe('Grace Tester');
    expect(await page.$(aria('listbox'))).toBeNull();
  });

  it('follows: Follow becomes Unfollow, the count goes up by one and the posts reach the home feed', async () => {
    await waitForText(page, gracePost);
    expect(await profileCount(page, 'Followers')).toBe(0);
    const follow = await inMain(page, 'button', `Follow @${grace.username}`);
    expect(await textOf(follow)).toBe('Follow');
    await follow.click();
    const unfollow = await inMain(page, 'button', `Unfollow @${grace.username}`);
    expect(await textOf(unfollow)).toBe('Unfollow');
    expect(await profileCount(page, 'Followers')).toBe(1);
    await expect.poll(async () => (await profileAsSeenBy(stack, ada, grace)).isFollowing).toBe(true);

    await press(page, 'link', 'Home');
    await waitForPath(page, '/dashboard');
    await waitForText(page, gracePost);
  });

  it('keeps a seen profile and its follow lists readable offline', async () => {
    await page.goto(`${stack.baseUrl}/profile/${grace.username}`);
    await inMain(page, 'heading', 'Grace Tester');
    await (await inMain(page, 'tab', 'Following')).click();
    await inMain(page, 'link', 'Bea Tester');

    await setOffline(page, true);
    await page.reload();
    await inMain(page, 'heading', 'Grace Tester');
    await waitForText(page, `You are offline: this is @${grace.username} as last seen on this device.`);
    expect(await profileCount(page, 'Followers')).toBe(1);
    await (await inMain(page, 'tab', 'Following')).click();
    await inMain(page, 'link', 'Bea Tester');
    await (await inMain(page, 'tab', 'Posts')).click();
    await waitForText(page, gracePost);
  });

  it('unfollows offline; the change waits on the device and reaches the server once back online', async () => {
    await (await inMain(page, 'button', `Unfollow @${grace.username}`)).click();
    await inMain(page, 'button', `Follow @${grace.username}`);
    expect(await profileCount(page, 'Followers')).toBe(0);
    // Chromium names the role of role="img" "image" in its accessibility tree.
    await inMain(page, 'image', 'Waiting to be sent');
    expect((await profileAsSeenBy(stack, ada, grace)).isFollowing).toBe(true);
    // Ada's own profile counts the unfollow that is still waiting.
    const following = (await profileAsSeenBy(stack, ada, ada)).followingCount;
    await press(page, 'link', 'Profile');
    await waitForPath(page, '/profile');
    await expect.poll(() => profileCount(page, 'Following')).toBe(following - 1);
    await page.goBack();
    await inMain(page, 'button', `Follow @${grace.username}`);

    await setOffline(page, false);
    await expect
      .poll(async () => (await profileAsSeenBy(stack, ada, grace)).isFollowing, { timeout: 20_000 })
      .toBe(false);
    await page.waitForFunction(() => !document.querySelector('main [aria-label="Waiting to be sent"]'), {
      timeout: 15_000,
    });
    expect(await profileCount(page, 'Followers')).toBe(0);
    expect((await profileAsSeenBy(stack, ada, grace)).followersCount).toBe(0);
  });

  it('Explore: the tiles count members, the filter narrows the cards, and a card follows', async () => {
    await press(page, 'link', 'Explore');
    await waitForPath(page, '/explore');
    const tiles = () =>
      page.$$eval('main .explore-tile', (items) =>
        items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim()),
      );
    await expect.poll(tiles).toEqual(['2Total Users', '1Following', '1Not Following']);
    await (await inMain(page, 'button', 'Not Following')).click();
    await page.waitForFunction(() => document.querySelectorAll('main .user-grid article').length === 1, {
      timeout: 15_000,
    });
    await (await inMain(page, 'button', `Follow @${grace.username}`)).click();
    await inMain(page, 'button', `Unfollow @${grace.username}`);
    expect(await tiles()).toEqual(['2Total Users', '2Following', '0Not Following']);
    await expect.poll(async () => (await profileAsSeenBy(stack, ada, grace)).isFollowing).toBe(true);
  });
});
