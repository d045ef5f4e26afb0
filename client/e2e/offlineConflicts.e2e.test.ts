import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  commentsOn,
  createPostViaApi,
  deletePostViaApi,
  openAppAs,
  postAsSeenBy,
  signUpViaApi,
  type ApiMember,
} from './support/api.js';
import { launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { waitForText } from './support/members.js';
import {
  addCommentIn,
  isPressed,
  likeIn,
  openSyncCentre,
  waitForNoPendingMarker,
  postCard,
  postCardGone,
  recordPostWrites,
  toggleLikeIn,
  uniqueText,
  within,
} from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';

describe('offline writes that never reach the server as made', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let bea: ApiMember;
  const contexts: BrowserContext[] = [];

  /** A new member in a new browser context, signed in, with a new post by Bea on screen. */
  async function adaWithBeaPost(text: string): Promise<{ ada: ApiMember; page: Page; postId: string }> {
    const post = await createPostViaApi(stack, bea, text);
    const ada = await signUpViaApi(stack, 'Ada');
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
    await postCard(page, text);
    return { ada, page, postId: post.id };
  }

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    bea = await signUpViaApi(stack, 'Bea');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
  });

  it('takes a post deleted meanwhile off the screen and lists the refused like in the sync centre', async () => {
    const text = uniqueText('Fog on the hills');
    const { page, postId } = await adaWithBeaPost(text);

    await setOffline(page, true);
    await likeIn(await postCard(page, text), 0);
    await deletePostViaApi(stack, bea, postId);
    await setOffline(page, false);

    await postCardGone(page, text);
    const centre = await openSyncCentre(page);
    const entry = await centre.waitForSelector('li.sync-entry');
    const shown = await entry!.evaluate((li) => li.innerText);
    expect(shown).toContain(`Like a post by @${bea.username}`);
    expect(shown).toContain('Failed');
    expect(shown).toContain('Post not found');
    await within(centre, 'button', 'Retry');
    expect(await centre.$$('li.sync-entry')).toHaveLength(1);

    await (await within(centre, 'button', 'Discard')).click();
    await waitForText(page, 'Everything is up to date.');
    expect((await callApi(stack, bea.token, 'GET', `/posts/${postId}`)).status).toBe(404);
  });

  it('sends nothing for a like undone while offline', async () => {
    const text = uniqueText('Bridge in the snow');
    const { ada, page, postId } = await adaWithBeaPost(text);
    const sent = recordPostWrites(page);

    await setOffline(page, true);
    const card = await postCard(page, text);
    await toggleLikeIn(card, 0);
    await within(card, 'button', 'Like (1 like)');
    await toggleLikeIn(card, 1);
    const like = await within(card, 'button', 'Like (0 likes)');
    expect(await isPressed(like)).toBe(false);
    await waitForNoPendingMarker(card);
    // A comment after it: once it has reached the server, anything queued before it has been sent.
    const remark = uniqueText('Cold but beautiful');
    await addCommentIn(card, 0, remark);

    await page.setOfflineMode(false);
    await expect.poll(async () => (await commentsOn(stack, bea, postId)).length, { timeout: 30_000 }).toBe(1);
    sent.stop();
    expect(sent.writes).toEqual([`POST /api/posts/${postId}/comments`]);
    expect(await postAsSeenBy(stack, bea, postId)).toMatchObject({ likesCount: 0, commentsCount: 1 });
    expect((await postAsSeenBy(stack, ada, postId)).isLiked).toBe(false);
  });
});
