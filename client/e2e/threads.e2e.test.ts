import type { BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsBy, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, type TestBrowser } from './support/browser.js';
import { waitForPath } from './support/members.js';
import { followViaApi } from './support/people.js';
import { uniqueText, waitForNoPendingMarker, within } from './support/posts.js';
import { openSignedInPage } from './support/signedInPage.js';
import { startStack, type Stack } from './support/stack.js';

/** What a thread card shows: its parts' texts in order and which one is marked as the opened one. */
interface ShownThread {
  parts: string[];
  current: number;
  showThreadLink: boolean;
}

/** Every card (a thread card or a post on its own) whose text contains `marker`, as shown. */
function cardsWith(page: Page, marker: string): Promise<Array<ShownThread | string>> {
  return page.evaluate((wanted) => {
    const text = (article: Element) => article.querySelector('.post-text')?.textContent?.trim() ?? '';
    const cards: Array<ShownThread | string> = [];
    for (const article of document.querySelectorAll('article')) {
      if (!text(article).includes(wanted)) continue;
      const group = article.closest('[role="group"]');
      if (!group) {
        cards.push(text(article));
        continue;
      }
      if (group.querySelector('article') !== article) continue; // the card is counted at its first part
      const parts = [...group.querySelectorAll('article')];
      cards.push({
        parts: parts.map(text),
        current: parts.findIndex((part) => part.getAttribute('aria-current') === 'true'),
        showThreadLink: [...group.querySelectorAll('a')].some((a) => a.textContent === 'Show this thread'),
      });
    }
    return cards;
  }, marker);
}

describe('threads in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  let bea: ApiMember;
  const contexts: BrowserContext[] = [];

  async function signedInPage(member: ApiMember): Promise<Page> {
    const page = await openSignedInPage(chrome.browser, stack, member);
    contexts.push(page.browserContext());
    return page;
  }

  /** Opens the composer, switches to a thread, writes `parts` (adding boxes as needed) and posts. */
  async function composeThread(page: Page, parts: string[]): Promise<void> {
    await (await findByRole(page, 'button', 'New Post')).click();
    const dialog = await findByRole(page, 'dialog', 'Create Post');
    await (await within(dialog, 'button', 'Thread')).click();
    const threadDialog = await findByRole(page, 'dialog', 'Create Thread');
    for (const [index, text] of parts.entries()) {
      if (index >= 2) await (await within(threadDialog, 'button', 'Add to thread')).click();
      const box = await within(
        threadDialog,
        'textbox',
        `Thread post ${index + 1} of ${Math.max(2, index + 1)}`,
      );
      await box.type(text);
    }
    await (await within(threadDialog, 'button', 'Post')).click();
    await page.waitForSelector(aria('dialog', 'Create Thread'), { hidden: true });
  }

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    bea = await signUpViaApi(stack, 'Bea');
    await followViaApi(stack, bea, ada);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('publishes a 3-part thread: the feed shows one card with the parts in order, /post of part 3 shows all three', async () => {
    const page = await signedInPage(ada);
    const marker = uniqueText('tides');
    const texts = [
      `1/ ${marker} the sea goes out`,
      `2/ ${marker} and comes back`,
      `3/ ${marker} twice a day`,
    ];
    await composeThread(page, texts);

    const oneCard = [{ parts: texts, current: -1, showThreadLink: false }];
    await expect.poll(() => cardsWith(page, marker), { timeout: 15_000 }).toEqual(oneCard);
    // Once sent, the feed holds the server's copies (newest first, part 3 on top): still one card, in order.
    // The server is asked until all three have arrived: the cards are drawn from the device before the
    // outbox's markers are, so an empty page of markers alone does not mean sent.
    const threadOnServer = async () =>
      (await postsBy(stack, ada, ada)).filter((post) => post.content.includes(marker));
    await expect.poll(async () => (await threadOnServer()).length, { timeout: 30_000 }).toBe(3);
    await waitForNoPendingMarker(page, 30_000);
    const sent = await threadOnServer();
    expect(sent.map((post) => [post.content, post.threadPosition])).toEqual([
      [texts[2], 2],
      [texts[1], 1],
      [texts[0], 0],
    ]);
    await (await findByRole(page, 'button', 'Refresh')).click();
    await expect.poll(() => cardsWith(page, marker), { timeout: 15_000 }).toEqual(oneCard);

    // The time of part 3 links to its page, which shows the whole thread with part 3 marked.
    const partThree = (await page.$(`#post-${sent[0]!.id}`)) as ElementHandle<Element>;
    await (await partThree.$('a.post-time'))!.click();
    await waitForPath(page, `/post/${sent[0]!.id}`);
    await expect
      .poll(() => cardsWith(page, marker), { timeout: 15_000 })
      .toEqual([{ parts: texts, current: 2, showThreadLink: false }]);
    await findByRole(page, 'region', 'Comments');
  });

  it("shows a followed member's thread as one card, and its part 3's page as the whole thread", async () => {
    const marker = uniqueText('winds');
    const texts = [`1/ ${marker} from the west`, `2/ ${marker} then north`, `3/ ${marker} then still`];
    const authorPage = await signedInPage(ada);
    await composeThread(authorPage, texts);
    await expect
      .poll(async () => (await postsBy(stack, ada, ada)).filter((p) => p.content.includes(marker)).length, {
        timeout: 30_000,
      })
      .toBe(3);
    const partThree = (await postsBy(stack, ada, ada)).find((p) => p.content === texts[2])!;

    const page = await signedInPage(bea);
    await expect
      .poll(() => cardsWith(page, marker), { timeout: 15_000 })
      .toEqual([{ parts: texts, current: -1, showThreadLink: false }]);

    await page.goto(`${stack.baseUrl}/post/${partThree.id}`);
    await expect
      .poll(() => cardsWith(page, marker), { timeout: 15_000 })
      .toEqual([{ parts: texts, current: 2, showThreadLink: false }]);
  });
});
