import type { BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfUserDto } from '@flock/shared';
import {
  apiData,
  callApi,
  createPostViaApi,
  openAppAs,
  postsBy,
  signUpViaApi,
  type ApiMember,
} from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { fill, press, signIn, waitForPath, waitForText } from './support/members.js';
import { waitForLiveDot } from './support/notifications.js';
import { followViaApi } from './support/people.js';
import { composePost, makeTestImage, postCard, uniqueText, within } from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';

/** What a new member meets first: the home tiles, the composer, the notification chips, phones, sign-in. */
describe('a new member in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  let bea: ApiMember;
  let cy: ApiMember;
  let image: Awaited<ReturnType<typeof makeTestImage>>;
  const contexts: BrowserContext[] = [];

  /** A page in a browser context of its own (no stored data yet), `width` wide, with `member` signed in. */
  async function openAs(member: ApiMember, width = 1280, height = 800): Promise<Page> {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width, height });
    await openAppAs(page, stack, member);
    return page;
  }

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    bea = await signUpViaApi(stack, 'Bea');
    cy = await signUpViaApi(stack, 'Cy');
    await followViaApi(stack, ada, bea);
    for (let n = 1; n <= 3; n++) await createPostViaApi(stack, bea, `Low tide walk, day ${n}`);
    // The hashtag the composer will suggest.
    await createPostViaApi(stack, bea, 'Trying the new tag #flocktest');
    image = await makeTestImage();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
    image?.cleanUp();
  });

  it('posts on the first click on Post while the hashtag suggestions are open, with or without an image', async () => {
    const page = await openAs(cy);
    for (const withImage of [false, true]) {
      await (await findByRole(page, 'button', 'New Post')).click();
      const dialog = await findByRole(page, 'dialog', 'Create Post');
      if (withImage) {
        const input = await dialog.waitForSelector('input[type="file"]');
        await (input as ElementHandle<HTMLInputElement>).uploadFile(image.file);
        await within(dialog, 'list', 'Attached media');
      }
      const text = `${uniqueText('Sea glass')} ends with #flocktest`;
      await (await within(dialog, 'textbox', 'Post text')).type(text);
      await within(dialog, 'listbox', 'Hashtag suggestions');
      await (await within(dialog, 'button', 'Post')).click();
      // One click: the dialog closes and the post reaches the server.
      await page.waitForSelector(aria('dialog', 'Create Post'), { hidden: true, timeout: 10_000 });
      await expect
        .poll(async () => (await postsBy(stack, cy, cy)).filter((post) => post.content === text).length, {
          timeout: 20_000,
        })
        .toBe(1);
    }
  });

  it('says offline that a post is kept on this device and sent later, then sends it', async () => {
    const page = await openAs(cy);
    const text = uniqueText('Written in a tunnel');
    await setOffline(page, true);
    try {
      await composePost(page, text);
      await waitForText(page, "Post saved on this device. It will be sent when you're back online.");
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('Post created successfully!');
      await within(await postCard(page, text), 'image', 'Waiting to be sent');
    } finally {
      await setOffline(page, false);
    }
    await expect
      .poll(async () => (await postsBy(stack, cy, cy)).filter((post) => post.content === text).length, {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it('keeps the follower and post tiles current with live follows and own posts', async () => {
    const dee = await signUpViaApi(stack, 'Dee');
    const page = await openAs(dee);
    const tile = (label: string) =>
      page.$$eval(
        'ul[aria-label="Your stats"] li',
        (items, wanted) =>
          items
            .find((item) => item.querySelector('.stat-label')?.textContent === wanted)
            ?.querySelector('.stat-value')?.textContent,
        label,
      );
    await expect.poll(() => tile('Total Followers')).toBe('0');
    expect(await tile('Total Posts')).toBe('0');

    await waitForLiveDot(page, 'Live');
    await followViaApi(stack, bea, dee);
    await expect.poll(() => tile('Total Followers'), { timeout: 15_000 }).toBe('1');

    await composePost(page, uniqueText('First post here'));
    await composePost(page, uniqueText('And a second one'));
    await expect.poll(() => tile('Total Posts'), { timeout: 15_000 }).toBe('2');

    await setOffline(page, true);
    try {
      await composePost(page, uniqueText('Third, from the underground'));
      await expect.poll(() => tile('Total Posts'), { timeout: 15_000 }).toBe('3');
    } finally {
      await setOffline(page, false);
    }
    // Sent, and the server's count agrees.
    await expect.poll(async () => (await postsBy(stack, dee, dee)).length, { timeout: 20_000 }).toBe(3);
    // The page learns of the send after the server has it: the tile settles on the server's count.
    await expect.poll(() => tile('Total Posts'), { timeout: 15_000 }).toBe('3');
  });

  it('shows a profile edit on the own posts at once, online and offline', async () => {
    const eve = await signUpViaApi(stack, 'Eve');
    const text = uniqueText('Notes from the lighthouse');
    await createPostViaApi(stack, eve, text);
    const page = await openAs(eve);
    const authorOf = async () =>
      (await postCard(page, text)).evaluate((card) => card.querySelector('.post-author-name')?.textContent);
    await expect.poll(authorOf).toBe('Eve Tester');

    const editFirstName = async (name: string) => {
      await press(page, 'link', 'Profile');
      await press(page, 'button', 'Edit Profile');
      await fill(page, 'First name', name);
      await press(page, 'button', 'Save');
      await page.waitForSelector(aria('button', 'Edit Profile'));
    };
    const inBoth = async (name: string) => {
      // The own profile's post list, then Home's feed, reached inside the app (no reload).
      await expect.poll(authorOf, { timeout: 10_000 }).toBe(`${name} Tester`);
      await press(page, 'link', 'Home');
      await expect.poll(authorOf, { timeout: 10_000 }).toBe(`${name} Tester`);
    };

    await editFirstName('Evelyn');
    await waitForText(page, 'Profile updated.');
    await inBoth('Evelyn');

    await setOffline(page, true);
    try {
      await editFirstName('Evangeline');
      await waitForText(page, "Profile edit saved on this device. It will be sent when you're back online.");
      await inBoth('Evangeline');
    } finally {
      await setOffline(page, false);
    }
    await expect
      .poll(
        async () =>
          (await apiData<{ user: SelfUserDto }>(stack, eve.token, 'GET', '/auth/profile')).user.firstName,
        {
          timeout: 20_000,
        },
      )
      .toBe('Evangeline');
  });

  it('offers new posts of followed members as "N new posts" without moving the feed, and shows them on a click', async () => {
    const fay = await signUpViaApi(stack, 'Fay');
    await followViaApi(stack, fay, bea);
    const page = await openAs(fay);
    const reading = 'Low tide walk, day 2';
    await postCard(page, reading);
    // The signal comes over the live connection: it has to be up before the posts are made.
    await waitForLiveDot(page, 'Live');
    await page.evaluate(() => window.scrollTo(0, 400));
    const topOf = async (text: string) =>
      (await postCard(page, text)).evaluate((card) => card.getBoundingClientRect().top);
    const before = await topOf(reading);

    const first = uniqueText('Fresh from the harbour');
    const second = uniqueText('And the boats are in');
    await createPostViaApi(stack, bea, first);
    await findByRole(page, 'button', '1 new post');
    await createPostViaApi(stack, bea, second);
    const pill = await findByRole(page, 'button', '2 new posts');
    expect(await topOf(reading)).toBe(before);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(first);

    await pill.click();
    await postCard(page, second);
    await postCard(page, first);
    await page.waitForSelector(aria('button', '2 new posts'), { hidden: true });
  });

  it('marks every change figure on the home tiles as a sample, visibly', async () => {
    const page = await openAs(ada);
    const tiles = await findByRole(page, 'list', 'Your stats');
    const changes = await tiles.$$eval('li', (items) =>
      items.map((item) => {
        const change = item.querySelector('.stat-change');
        const marks = [...(change?.querySelectorAll('*') ?? [])].filter((element) => {
          const box = element.getBoundingClientRect();
          const own = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === 'Sample',
          );
          return own && box.width > 8 && box.height > 4 && element.checkVisibility();
        });
        return { label: item.querySelector('.stat-label')?.textContent, marked: marks.length === 1 };
      }),
    );
    expect(changes).toEqual([
      { label: 'Total Followers', marked: true },
      { label: 'Total Posts', marked: true },
      { label: 'Engagement Rate', marked: true },
      { label: 'Profile Views', marked: true },
    ]);
  });

  it('shows a poll error once, next to the poll', async () => {
    const page = await openAs(ada);
    await (await findByRole(page, 'button', 'New Post')).click();
    const dialog = await findByRole(page, 'dialog', 'Create Post');
    await (await within(dialog, 'button', 'Poll')).click();
    await (await within(dialog, 'textbox', 'Choice 1')).type('Tea');
    await (await within(dialog, 'button', 'Post')).click();
    await waitForText(page, 'Polls must have at least 2 options');
    const shown = await dialog.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter((node) =>
          [...node.childNodes].some(
            (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.includes('at least 2 options'),
          ),
        )
        .map((node) => ({
          inPoll: node.closest('fieldset.poll-editor') !== null,
          role: node.getAttribute('role'),
        })),
    );
    expect(shown).toEqual([{ inPoll: true, role: 'alert' }]);
  });

  it('shows every notification filter chip whole, on a desktop and on a phone', async () => {
    const page = await openAs(ada);
    for (const width of [1280, 390]) {
      await page.setViewport({ width, height: 844 });
      await page.goto(`${stack.baseUrl}/notifications`);
      const group = await findByRole(page, 'group', 'Filter notifications');
      await within(group, 'button', 'Mentions');
      const clipped = await group.evaluate((element) => {
        const outer = element.getBoundingClientRect();
        return [...element.querySelectorAll('button')]
          .filter((chip) => {
            const box = chip.getBoundingClientRect();
            return box.left < outer.left || box.right > outer.right || box.right > window.innerWidth;
          })
          .map((chip) => chip.textContent);
      });
      expect({ width, clipped }).toEqual({ width, clipped: [] });
    }
  });

  it('keeps the end of a phone page clear of the floating New Post button, home indicator included', async () => {
    const page = await openAs(ada, 390, 844);
    // An iPhone's home indicator: env(safe-area-inset-bottom) is 34 px there.
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { bottom: 34 } });
    for (const where of ['/dashboard', '/profile', '/notifications']) {
      await page.goto(`${stack.baseUrl}${where}`);
      await findByRole(page, 'navigation', 'Main');
      if (where === '/dashboard') await waitForText(page, 'Low tide walk, day 1');
      if (where === '/profile') await waitForText(page, 'No posts yet');
      if (where === '/notifications') await findByRole(page, 'group', 'Filter notifications');
      const overlap = await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise(requestAnimationFrame);
        const fab = document.querySelector('.new-post-button')!.getBoundingClientRect();
        const main = document.querySelector('main')!;
        const lowest = Math.max(
          ...[...main.querySelectorAll('*')]
            .filter((element) => element.checkVisibility())
            .map((element) => element.getBoundingClientRect().bottom),
        );
        return { fabTop: Math.round(fab.top), contentBottom: Math.round(lowest) };
      });
      expect(overlap.contentBottom, where).toBeLessThanOrEqual(overlap.fabTop);
    }
    await cdp.detach();
  });

  it('takes the reset-password note away once the member tries to sign in again', async () => {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const mailsBefore = stack.mail.messages.length;
    await callApi(stack, null, 'POST', '/auth/forgot-password', { email: bea.email });
    const mail = await stack.mail.waitFor(bea.email, { after: mailsBefore });
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    bea.password = 'Moonlight77';
    await fill(page, 'New password', bea.password);
    await fill(page, 'Confirm password', bea.password);
    await press(page, 'button', 'Reset Password');
    await waitForPath(page, '/login');
    await waitForText(page, 'Password reset successful');

    await signIn(page, stack, { email: bea.email, password: 'NotMyPassword1' }, { navigate: false });
    await page.waitForSelector(aria('alert'));
    const notes = await page.$$eval('.alert', (alerts) => alerts.map((alert) => alert.textContent));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/Invalid email or password/);
  });
});
