import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentsOn,
  createPostViaApi,
  openAppAs,
  postAsSeenBy,
  postsBy,
  signUpViaApi,
  type ApiMember,
} from './support/api.js';
import { backgroundSyncFor, type BackgroundSync } from './support/backgroundSync.js';
import {
  findByRole,
  launchBrowser,
  setOffline,
  setServiceWorkersOffline,
  type TestBrowser,
} from './support/browser.js';
import { waitForText } from './support/members.js';
import {
  addCommentIn,
  composePost,
  findComment,
  isPressed,
  likeIn,
  loadedImages,
  makeTestImage,
  openComments,
  openSyncCentre,
  postCard,
  recordPostWrites,
  repostIn,
  waitForNoPendingMarker,
  waitForPendingMarker,
  within,
} from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';

/** One round of offline writes: Ada likes, comments on and reposts Bea's post, and posts with an image. */
interface Round {
  ada: ApiMember;
  beaPostId: string;
  beaText: string;
  comment: string;
  ownText: string;
}

describe('writes made offline', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let image: Awaited<ReturnType<typeof makeTestImage>>;
  let bea: ApiMember;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    image = await makeTestImage();
    bea = await signUpViaApi(stack, 'Bea');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
    image?.cleanUp();
  });

  /** A new member in a new browser context, signed in, with a new post by Bea in the feed. */
  async function startRound(): Promise<{
    round: Round;
    context: BrowserContext;
    page: Page;
    sync: BackgroundSync;
  }> {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const beaText = `Sunset at the pier ${tag}`;
    const beaPost = await createPostViaApi(stack, bea, beaText);
    const ada = await signUpViaApi(stack, 'Ada');
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const sync = await backgroundSyncFor(context, stack.baseUrl);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
    await postCard(page, beaText);
    const round = {
      ada,
      beaPostId: beaPost.id,
      beaText,
      comment: `What a view ${tag}`,
      ownText: `My own sunset ${tag}`,
    };
    return { round, context, page, sync };
  }

  async function writeOffline(page: Page, round: Round): Promise<void> {
    const card = await postCard(page, round.beaText);
    await likeIn(card, 0);
    await addCommentIn(card, 0, round.comment);
    await repostIn(card, 0);
    await composePost(page, round.ownText, image.file);
  }

  /**
   * Everything written offline is on screen and marked as waiting to be sent. A marker is waited for,
   * not looked up once: it is drawn when the outbox has been read, a moment after its card or comment.
   */
  async function expectShownAsPending(page: Page, round: Round): Promise<void> {
    const card = await postCard(page, round.beaText);
    expect(await isPressed(await within(card, 'button', 'Like (1 like)'))).toBe(true);
    await within(card, 'button', 'Reposted (1 repost)');
    await waitForPendingMarker(card);
    await openComments(card, 1);
    await waitForPendingMarker(await findComment(card, round.comment));
    const own = await postCard(page, round.ownText);
    await waitForPendingMarker(own);
    await expect
      .poll(() => loadedImages(own), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^blob:/)]);
  }

  /**
   * Polls until the last writes are on the server: Ada's post, and the repost, the last of the writes
   * about Bea's post (writes about one post are sent in order; Ada's post may go beside them).
   */
  async function waitForServer(round: Round): Promise<void> {
    await expect
      .poll(async () => (await postsBy(stack, round.ada, round.ada)).length, { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(async () => (await postAsSeenBy(stack, bea, round.beaPostId)).retweetsCount, { timeout: 30_000 })
      .toBe(1);
  }

  /** The server holds each write exactly once, as Bea and as Ada see it. */
  async function expectExactlyOnce(round: Round): Promise<void> {
    const { ada, beaPostId } = round;
    expect(await postAsSeenBy(stack, bea, beaPostId)).toMatchObject({
      likesCount: 1,
      retweetsCount: 1,
      commentsCount: 1,
    });
    expect(await postAsSeenBy(stack, ada, beaPostId)).toMatchObject({ isLiked: true, isRetweeted: true });
    const comments = await commentsOn(stack, bea, beaPostId);
    expect(comments.map((c) => [c.user.id, c.content])).toEqual([
      [ada.id, `@${bea.username} ${round.comment}`],
    ]);
    const own = (await postsBy(stack, ada, ada)).filter((post) => post.author.id === ada.id);
    expect(own.map((post) => post.content)).toEqual([round.ownText]);
    expect(own[0]!.mediaUrls.map((media) => media.type)).toEqual(['image']);
  }

  /** Nothing left on the device: no pending markers, the uploaded image, an empty sync centre. */
  async function expectAllSent(page: Page, round: Round): Promise<void> {
    // The card is looked up on each try: the feed may render it afresh once the server's post
    // replaces the one made offline, and an old handle would keep showing the detached card.
    await expect
      .poll(async () => loadedImages(await postCard(page, round.ownText)), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^\/media\//)]);
    await postCard(page, round.beaText);
    await waitForNoPendingMarker(page);
    await openSyncCentre(page);
    await waitForText(page, 'Everything is up to date.');
  }

  it('sends them from the service worker on Background Sync after the page closed, each once', async () => {
    const { round, context, page, sync } = await startRound();
    await setOffline(page, true);
    await writeOffline(page, round);
    await expectShownAsPending(page, round);
    await page.reload();
    await findByRole(page, 'navigation', 'Main');
    await expectShownAsPending(page, round);
    expect((await postAsSeenBy(stack, bea, round.beaPostId)).likesCount).toBe(0);

    await page.close();
    await setServiceWorkersOffline(context, false);
    await sync.fire();
    await waitForServer(round);
    await expectExactlyOnce(round);

    const next = await context.newPage();
    await next.goto(`${stack.baseUrl}/dashboard`);
    await expectAllSent(next, round);
    await expectExactlyOnce(round);
    await sync.close();
  });

  it('sends them from the page when it comes back online, each once, and a later sync adds nothing', async () => {
    const { round, context, page, sync } = await startRound();
    await setOffline(page, true);
    await writeOffline(page, round);
    await expectShownAsPending(page, round);

    const sentByPage = recordPostWrites(page);
    // Only the page comes back: the worker stays offline, so it cannot be the one sending.
    await page.setOfflineMode(false);
    await waitForServer(round);
    await expectExactlyOnce(round);
    sentByPage.stop();
    const beaPath = `/api/posts/${round.beaPostId}`;
    expect(sentByPage.writes).toEqual([
      `PUT ${beaPath}/like`,
      `POST ${beaPath}/comments`,
      `POST ${beaPath}/retweet`,
      'POST /api/posts',
    ]);
    // The uploaded image is fetched through the worker, so it may have failed while the worker was
    // still offline; once the worker is back the card tries it again and shows it.
    await setServiceWorkersOffline(context, false);
    await expectAllSent(page, round);

    // A sync afterwards has nothing of these left to send. It runs while the page is offline, and a
    // new like (on a second post) reaching the server shows that it ran.
    await (await findByRole(page, 'button', 'Close')).click();
    const secondText = `Second light ${round.comment}`;
    const second = await createPostViaApi(stack, bea, secondText);
    await page.reload();
    await postCard(page, secondText);
    await setOffline(page, true);
    await likeIn(await postCard(page, secondText), 0);
    await setServiceWorkersOffline(context, false);
    await sync.fire();
    await expect
      .poll(async () => (await postAsSeenBy(stack, bea, second.id)).likesCount, { timeout: 30_000 })
      .toBe(1);
    await expectExactlyOnce(round);
    await sync.close();
  });
});
