import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDto, ScheduledPostDto } from '@flock/shared';
import { apiData, postsBy, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { waitForPath } from './support/members.js';
import { outboxEntries } from './support/outbox.js';
import { postCard, uniqueText, within } from './support/posts.js';
import { openSignedInPage } from './support/signedInPage.js';
import { startStack, type Stack } from './support/stack.js';

/** A `datetime-local` value in the page's own time zone, `aheadMs` from now (seconds kept, or the minute). */
function pickerValue(page: Page, aheadMs: number, wholeMinute: boolean): Promise<string> {
  return page.evaluate(
    (ahead, minute) => {
      const d = new Date(Date.now() + ahead);
      const pad = (n: number) => String(n).padStart(2, '0');
      const base = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      return minute ? base : `${base}:${pad(d.getSeconds())}`;
    },
    aheadMs,
    wholeMinute,
  );
}

/** Sets a controlled input's value the way a picker does (React hears the input event). */
async function pick(input: ElementHandle<Element>, value: string): Promise<void> {
  await input.evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Opens the composer, types `text`, turns the schedule on, picks the time `when` gives then, and schedules. */
async function schedulePost(page: Page, text: string, when: () => Promise<string>): Promise<void> {
  await (await findByRole(page, 'button', 'New Post')).click();
  const dialog = await findByRole(page, 'dialog', 'Create Post');
  await (await within(dialog, 'textbox', 'Post text')).type(text);
  await (await within(dialog, 'button', 'Schedule for later')).click();
  const picker = await dialog.waitForSelector('input[type="datetime-local"]');
  if (!picker) throw new Error('no date and time picker');
  await pick(picker, await when());
  await (await within(dialog, 'button', 'Schedule')).click();
  await page.waitForSelector(aria('dialog', 'Create Post'), { hidden: true });
}

const scheduledOf = (stack: Stack, member: ApiMember, status: string) =>
  apiData<{ scheduledPosts: ScheduledPostDto[] }>(
    stack,
    member.token,
    'GET',
    `/scheduled-posts?status=${status}`,
  ).then((data) => data.scheduledPosts);

describe('scheduled posts in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;

  const signedInPage = (member: ApiMember) => openSignedInPage(chrome.browser, stack, member);

  beforeAll(async () => {
    // Due jobs are looked for every half second, so a post 10 s ahead goes out soon after its time.
    stack = await startStack({ env: { AGENDA_PROCESS_EVERY_MS: '500' } });
    chrome = await launchBrowser();
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
  });

  it('publishes a post scheduled 10 s ahead, which then appears in the feed', async () => {
    const ada = await signUpViaApi(stack, 'Ada');
    const page = await signedInPage(ada);
    const text = uniqueText('Ten seconds from now');
    await schedulePost(page, text, () => pickerValue(page, 10_000, false));
    await page.waitForFunction(
      () => document.querySelector('.composer-toast')?.textContent?.includes('Post scheduled successfully!'),
      { timeout: 10_000 },
    );
    // Not published yet: it waits on the server for its time.
    await expect
      .poll(async () => (await scheduledOf(stack, ada, 'pending')).map((p) => p.content), { timeout: 15_000 })
      .toEqual([text]);

    // The worker publishes it; the feed offers it as a new post.
    const pill = await findByRole(page, 'button', '1 new post', 60_000);
    await pill.click();
    await postCard(page, text);
    expect((await postsBy(stack, ada, ada)).filter((p) => p.content === text)).toHaveLength(1);

    await (await findByRole(page, 'button', 'Account menu')).click();
    await (await findByRole(page, 'menuitem', 'Scheduled Posts')).click();
    await waitForPath(page, '/scheduled');
    await page.waitForFunction(
      (wanted) =>
        [...document.querySelectorAll('.scheduled-card')].some(
          (c) => c.textContent?.includes(wanted) && c.textContent.includes('Published'),
        ),
      { timeout: 15_000 },
      text,
    );
  });

  it('keeps a post scheduled offline for a time already past, and publishes it once on reconnect, as late', async () => {
    const bea = await signUpViaApi(stack, 'Bea');
    const page = await signedInPage(bea);
    const text = uniqueText('Scheduled in a tunnel');
    await setOffline(page, true);
    // The current minute: allowed by the picker, and already past when the post reaches the server.
    // Picked early enough in the minute that the click comes within it (a minute past would be refused).
    await schedulePost(page, text, async () => {
      const second = await page.evaluate(() => new Date().getSeconds());
      if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
      return pickerValue(page, 0, true);
    });
    await page.waitForFunction(
      () => document.querySelector('.composer-toast')?.textContent?.includes('saved on this device'),
      { timeout: 10_000 },
    );
    expect(await scheduledOf(stack, bea, 'all')).toEqual([]);

    await setOffline(page, false);
    await expect
      .poll(
        async () => (await scheduledOf(stack, bea, 'published')).map((p) => [p.content, p.publishedLate]),
        {
          timeout: 60_000,
        },
      )
      .toEqual([[text, true]])
      .catch(async (error: Error) => {
        // What the page was still waiting on, and what the server holds of the post.
        const outbox = JSON.stringify(await outboxEntries(page, bea.id));
        const onServer = JSON.stringify(
          (await scheduledOf(stack, bea, 'all')).map((p) => [p.status, p.scheduledFor, p.failReason]),
        );
        throw new Error(`${error.message}; outbox: ${outbox}; on the server: ${onServer}`);
      });
    expect((await postsBy(stack, bea, bea)).filter((p) => p.content === text)).toHaveLength(1);
    expect(await scheduledOf(stack, bea, 'all')).toHaveLength(1);
    const { notifications } = await apiData<{ notifications: NotificationDto[] }>(
      stack,
      bea.token,
      'GET',
      '/notifications',
    );
    expect(notifications.map((n) => n.message).filter((m) => m.includes('went out late'))).toHaveLength(1);
    await page.goto(`${stack.baseUrl}/dashboard`);
    await postCard(page, text);
  });
});
