import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDto } from '@flock/shared';
import { apiData, postsBy, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, type TestBrowser } from './support/browser.js';
import { waitForPath } from './support/members.js';
import { postCard, uniqueText, waitForNoPendingMarker, within } from './support/posts.js';
import { openSignedInPage } from './support/signedInPage.js';
import { startStack, type Stack } from './support/stack.js';

/** Resolves once the member database holds the open composer with `text` (the autosave). */
async function composerKept(page: Page, userId: string, text: string): Promise<void> {
  await page.waitForFunction(
    (name, wanted) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('composerAutosave')) {
            db.close();
            resolve(false);
            return;
          }
          const read = db.transaction('composerAutosave').objectStore('composerAutosave').get('composer');
          read.onsuccess = () => {
            db.close();
            const record = read.result as { fields?: { content?: string } } | undefined;
            resolve(record?.fields?.content === wanted);
          };
          read.onerror = () => resolve(false);
        };
        opening.onerror = () => resolve(false);
      }),
    { timeout: 10_000, polling: 200 },
    `flock-member-${userId}`,
    text,
  );
}

/** The draft cards on /drafts whose text contains `text`. */
function draftCards(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      [...document.querySelectorAll('.draft-card')].filter((c) => c.textContent?.includes(wanted)).length,
    text,
  );
}

describe('drafts in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let ada: ApiMember;
  const contexts: BrowserContext[] = [];

  async function signedInPage(member: ApiMember): Promise<Page> {
    const page = await openSignedInPage(chrome.browser, stack, member);
    contexts.push(page.browserContext());
    return page;
  }

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

  it('keeps what is typed through a reload, keeps it as a draft on close, on this device and another', async () => {
    const page = await signedInPage(ada);
    const text = uniqueText('A thought I have not finished');
    await (await findByRole(page, 'button', 'New Post')).click();
    let dialog = await findByRole(page, 'dialog', 'Create Post');
    await (await within(dialog, 'textbox', 'Post text')).type(text);
    await composerKept(page, ada.id, text);

    await page.reload();
    dialog = await findByRole(page, 'dialog', 'Create Post', 20_000);
    const box = await within(dialog, 'textbox', 'Post text');
    expect(await box.evaluate((el) => (el as HTMLTextAreaElement).value)).toBe(text);

    await (await within(dialog, 'button', 'Close')).click();
    await page.waitForSelector(aria('dialog', 'Create Post'), { hidden: true });
    await page.waitForFunction(
      () => document.querySelector('.composer-toast')?.textContent?.includes('Draft saved successfully!'),
      { timeout: 10_000 },
    );

    await (await findByRole(page, 'button', 'Account menu')).click();
    await (await findByRole(page, 'menuitem', 'Drafts')).click();
    await waitForPath(page, '/drafts');
    await expect.poll(() => draftCards(page, text), { timeout: 15_000 }).toBe(1);
    // Sent to the account: the server has it, and then the marker goes. The server is asked until the draft
    // arrives, since the card is drawn from the device before its marker is.
    const draftsOnServer = async () =>
      (await apiData<{ drafts: DraftDto[] }>(stack, ada.token, 'GET', '/drafts')).drafts.map(
        (d) => d.content,
      );
    await expect.poll(draftsOnServer, { timeout: 30_000 }).toEqual([text]);
    await waitForNoPendingMarker(page, 30_000);

    // Another browser signed in as the same member finds it.
    const laptop = await signedInPage(ada);
    await laptop.goto(`${stack.baseUrl}/drafts`);
    await expect.poll(() => draftCards(laptop, text), { timeout: 15_000 }).toBe(1);

    // Published from there: one post, and the draft is gone on both.
    await (await findByRole(laptop, 'button', 'Publish now')).click();
    await laptop.waitForFunction(
      (wanted) => ![...document.querySelectorAll('.draft-card')].some((c) => c.textContent?.includes(wanted)),
      { timeout: 15_000 },
      text,
    );
    await expect
      .poll(async () => (await postsBy(stack, ada, ada)).filter((p) => p.content === text).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(async () => (await apiData<{ drafts: DraftDto[] }>(stack, ada.token, 'GET', '/drafts')).drafts, {
        timeout: 30_000,
      })
      .toEqual([]);
    await laptop.goto(`${stack.baseUrl}/dashboard`);
    await postCard(laptop, text);
  });
});
