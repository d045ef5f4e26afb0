import type { BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import {
  conversationsViaApi,
  messagesBadge,
  messagesViaApi,
  openMessages,
  shownConversations,
  shownMessages,
  startConversationWith,
  typeMessage,
  typingHint,
} from './support/messages.js';
import { waitForLiveDot } from './support/notifications.js';
import { startStack, type Stack } from './support/stack.js';

describe('messages between two members in two browsers', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  let ben: ApiMember;
  let adaPage: Page;
  let benPage: Page;
  let conversationId: string;
  const contexts: BrowserContext[] = [];

  async function pageFor(member: ApiMember): Promise<Page> {
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, member);
    await waitForLiveDot(page, 'Live');
    return page;
  }

  const contentsOnServer = async () =>
    (await messagesViaApi(stack, ben, conversationId)).map((m) => m.content);
  const texts = async (page: Page) => (await shownMessages(page)).map((m) => m.text);

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    ben = await signUpViaApi(stack, 'Ben');
    adaPage = await pageFor(ada);
    benPage = await pageFor(ben);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('delivers a message live, raises the unread badges, and shows the read tick once it is read', async () => {
    await openMessages(adaPage);
    conversationId = await startConversationWith(adaPage, [ben]);
    expect((await findByRole(adaPage, 'heading', 'Ben Tester')) !== null).toBe(true);
    await typeMessage(adaPage, 'Hello Ben!');
    await expect.poll(contentsOnServer, { timeout: 15_000 }).toEqual(['Hello Ben!']);
    await expect
      .poll(() => shownMessages(adaPage))
      .toEqual([{ text: 'Hello Ben!', own: true, status: 'Sent' }]);

    // Ben is on Home: the sidebar's Messages entry counts the unread message without a reload.
    await expect.poll(() => messagesBadge(benPage), { timeout: 15_000 }).toBe('1');
    await openMessages(benPage);
    await expect
      .poll(() => shownConversations(benPage))
      .toEqual([{ name: 'Ada Tester', preview: 'Hello Ben!', unread: '1' }]);
    await (await benPage.waitForSelector('ul.conversation-rows a'))!.click();
    await expect.poll(() => shownMessages(benPage)).toEqual([{ text: 'Hello Ben!', own: false, status: '' }]);
    await expect.poll(() => messagesBadge(benPage), { timeout: 15_000 }).toBe('');
    await expect.poll(async () => (await conversationsViaApi(stack, ben))[0]?.unread_count).toBe(0);

    // Ada's tick turns read while her page stays as it is.
    await expect
      .poll(() => shownMessages(adaPage), { timeout: 15_000 })
      .toEqual([{ text: 'Hello Ben!', own: true, status: 'Read' }]);
  });

  it('shows typing... to the other member while one types, and the reply ends it', async () => {
    await benPage.bringToFront();
    await typeMessage(benPage, 'Hi Ada, one moment', { send: false });
    await expect.poll(() => typingHint(adaPage), { timeout: 15_000 }).toBe('typing...');
    expect(await typingHint(benPage)).toBe('');
    await benPage.keyboard.press('Enter');
    await expect
      .poll(() => texts(adaPage), { timeout: 15_000 })
      .toEqual(['Hello Ben!', 'Hi Ada, one moment']);
    await expect.poll(() => typingHint(adaPage)).toBe('');
  });

  it('keeps three messages written offline across a reload and sends them once back, exactly once and in order', async () => {
    await adaPage.bringToFront();
    await setOffline(adaPage, true);
    await waitForLiveDot(adaPage, 'Offline');
    for (const text of ['One', 'Two', 'Three']) await typeMessage(adaPage, text);
    await expect
      .poll(async () => (await shownMessages(adaPage)).slice(-3))
      .toEqual(['One', 'Two', 'Three'].map((text) => ({ text, own: true, status: 'Sending' })));
    expect(await contentsOnServer()).toEqual(['Hello Ben!', 'Hi Ada, one moment']);
    // The screen opens offline with everything seen before, the unsent messages still waiting.
    await adaPage.reload();
    await findByRole(adaPage, 'heading', 'Ben Tester');
    await expect
      .poll(() => shownMessages(adaPage))
      .toEqual([
        { text: 'Hello Ben!', own: true, status: 'Read' },
        { text: 'Hi Ada, one moment', own: false, status: '' },
        ...['One', 'Two', 'Three'].map((text) => ({ text, own: true, status: 'Sending' })),
      ]);

    await setOffline(adaPage, false);
    const expected = ['Hello Ben!', 'Hi Ada, one moment', 'One', 'Two', 'Three'];
    await expect.poll(contentsOnServer, { timeout: 20_000 }).toEqual(expected);
    await expect.poll(() => texts(benPage), { timeout: 20_000 }).toEqual(expected);
    await expect
      .poll(async () => (await shownMessages(adaPage)).slice(-3).map((m) => m.status), { timeout: 20_000 })
      .not.toContain('Sending');
    expect(await texts(adaPage)).toEqual(expected);
    // Nothing more arrives later: the outbox is empty and the server holds each message once.
    await expect
      .poll(() =>
        adaPage.evaluate(() => document.querySelector('.sync-centre-button .count-badge')?.textContent ?? ''),
      )
      .toBe('');
    expect(await contentsOnServer()).toEqual(expected);
  });

  it('marks a message the server refuses as failed, with Retry in the bubble and in the sync centre', async () => {
    await adaPage.bringToFront();
    const path = `/api/messages/conversations/${conversationId}/messages`;
    let refusing = true;
    await adaPage.setRequestInterception(true);
    const refuse = (request: HTTPRequest) => {
      if (refusing && request.method() === 'POST' && new URL(request.url()).pathname === path) {
        void request.respond({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'validation_failed',
            message: 'Refused for the test',
          }),
        });
      } else void request.continue();
    };
    adaPage.on('request', refuse);
    try {
      await typeMessage(adaPage, 'Refused at first');
      await adaPage.waitForSelector('li.message.is-failed', { timeout: 20_000 });
      expect((await shownMessages(adaPage)).at(-1)).toEqual({
        text: 'Refused at first',
        own: true,
        status: 'Not sent',
      });
      await (await findByRole(adaPage, 'button', 'Sync centre')).click();
      const centre = await adaPage.waitForSelector('dialog[open]');
      // The list is read from the device after the dialog opens.
      await adaPage.waitForFunction(
        (dialog) => !dialog?.textContent?.includes('Checking this device'),
        {},
        centre,
      );
      const listed = await centre!.evaluate((dialog) => dialog.textContent ?? '');
      expect(listed).toContain('Refused at first');
      expect(listed).toContain('Refused for the test');
      await adaPage.keyboard.press('Escape');

      refusing = false;
      await (await adaPage.waitForSelector(`li.message.is-failed ${aria('button', 'Retry')}`))!.click();
      await expect
        .poll(async () => (await shownMessages(adaPage)).at(-1)?.status, { timeout: 20_000 })
        .toMatch(/^(Sent|Read)$/);
    } finally {
      adaPage.off('request', refuse);
      await adaPage.setRequestInterception(false);
    }
    await expect
      .poll(async () => (await texts(benPage)).filter((text) => text === 'Refused at first'), {
        timeout: 20_000,
      })
      .toEqual(['Refused at first']);
    expect((await contentsOnServer()).filter((text) => text === 'Refused at first')).toHaveLength(1);
  });
});
