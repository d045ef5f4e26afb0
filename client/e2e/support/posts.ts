import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { aria, findByRole } from './browser.js';

/** What a member does with posts in the app, through its labelled controls. */

/** Chromium names the role of `role="img"` "image" in its accessibility tree. */
export const PENDING = aria('image', 'Waiting to be sent');
export const FAILED = aria('image', 'Failed to send');

/** `text` made unique to this run, so a card or a server row can be found by it. */
export const uniqueText = (text: string) =>
  `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small PNG on disk for the file chooser; removed with `cleanUp`. */
export async function makeTestImage(): Promise<{ file: string; cleanUp(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-image-'));
  const file = path.join(dir, 'sunrise.png');
  await sharp({ create: { width: 96, height: 64, channels: 3, background: '#e07a2f' } })
    .png()
    .toFile(file);
  return { file, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The post card (article) whose text contains `text`, once it is on screen. */
export async function postCard(page: Page, text: string, timeout = 15_000): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('article')].find((article) =>
        article.querySelector('.post-main')?.textContent?.includes(wanted),
      ) ?? false,
    { timeout },
    text,
  );
  const card = handle.asElement();
  if (!card) throw new Error(`no post card with "${text}"`);
  return card as ElementHandle<Element>;
}

/** Waits until no post card with `text` is on screen. */
export async function postCardGone(page: Page, text: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      ![...document.querySelectorAll('article')].some((article) =>
        article.querySelector('.post-main')?.textContent?.includes(wanted),
      ),
    { timeout },
    text,
  );
}

/** Waits for a control inside `scope` by role and accessible name. */
export async function within(
  scope: ElementHandle<Element>,
  role: string,
  name: string,
  timeout = 15_000,
): Promise<ElementHandle<Element>> {
  const handle = await scope.waitForSelector(aria(role, name), { timeout });
  if (!handle) throw new Error(`no ${role} named "${name}"`);
  return handle;
}

/** Waits until `scope` (a card or a comment) shows its "Waiting to be sent" marker. */
export async function waitForPendingMarker(scope: ElementHandle<Element>, timeout = 15_000): Promise<void> {
  await scope.waitForSelector(PENDING, { timeout });
}

/**
 * Waits until `scope` (a card, a comment or the whole page) shows no "Waiting to be sent" marker: a marker
 * goes when the outbox has been read again after its entry left, a moment after the card itself changed.
 */
export async function waitForNoPendingMarker(
  scope: Page | ElementHandle<Element>,
  timeout = 15_000,
): Promise<void> {
  await scope.waitForSelector(PENDING, { hidden: true, timeout });
}

export async function isPressed(button: ElementHandle<Element>): Promise<boolean> {
  return button.evaluate((element) => element.getAttribute('aria-pressed') === 'true');
}

/** How text goes into a box: typed key by key, or pasted at once, as a member pastes. */
export type TextEntry = 'typed' | 'pasted';

async function enterText(box: ElementHandle<Element>, text: string, entry: TextEntry): Promise<void> {
  if (entry === 'typed') return box.type(text);
  await box.focus();
  // Input.insertText: one input event with the whole text, as a paste or an input method gives.
  await box.frame.page().keyboard.sendCharacter(text);
}

/** Opens the composer from the header, writes `text`, attaches `imageFile` if given and posts. */
export async function composePost(
  page: Page,
  text: string,
  imageFile?: string,
  entry: TextEntry = 'typed',
): Promise<void> {
  await (await findByRole(page, 'button', 'New Post')).click();
  const dialog = await findByRole(page, 'dialog', 'Create Post');
  const textbox = await within(dialog, 'textbox', 'Post text');
  await enterText(textbox, text, entry);
  if (imageFile) {
    const input = await dialog.waitForSelector('input[type="file"]');
    await (input as ElementHandle<HTMLInputElement>).uploadFile(imageFile);
    await within(dialog, 'list', 'Attached media');
  }
  await (await within(dialog, 'button', 'Post')).click();
  await page.waitForSelector(aria('dialog', 'Create Post'), { hidden: true });
}

/** Likes the post in `card`, which has `likes` likes before. */
export async function likeIn(card: ElementHandle<Element>, likes: number): Promise<void> {
  await (await within(card, 'button', `Like (${counted(likes, 'like', 'likes')})`)).click();
  await within(card, 'button', `Like (${counted(likes + 1, 'like', 'likes')})`);
}

/** Likes or unlikes: whatever state it is in, the click turns it over. */
export async function toggleLikeIn(card: ElementHandle<Element>, likes: number): Promise<void> {
  await (await within(card, 'button', `Like (${counted(likes, 'like', 'likes')})`)).click();
}

export async function repostIn(card: ElementHandle<Element>, reposts: number): Promise<void> {
  await (await within(card, 'button', `Repost (${counted(reposts, 'repost', 'reposts')})`)).click();
  await (await within(card, 'menuitem', 'Repost')).click();
  await within(card, 'button', `Reposted (${counted(reposts + 1, 'repost', 'reposts')})`);
}

/** Opens the card's comments (if closed) and posts `text` from the comment form. */
export async function addCommentIn(
  card: ElementHandle<Element>,
  comments: number,
  text: string,
  entry: TextEntry = 'typed',
): Promise<void> {
  await openComments(card, comments);
  const input = await within(card, 'textbox', 'Write a comment');
  await enterText(input, text, entry);
  await (await within(card, 'button', 'Post')).click();
  await findComment(card, text);
}

export async function openComments(card: ElementHandle<Element>, comments: number): Promise<void> {
  const button = await within(card, 'button', `Comments (${counted(comments, 'comment', 'comments')})`);
  const open = await button.evaluate((element) => element.getAttribute('aria-expanded') === 'true');
  if (!open) await button.click();
}

/** The comment (its body) under `card` whose text contains `text`. */
export async function findComment(
  card: ElementHandle<Element>,
  text: string,
): Promise<ElementHandle<Element>> {
  const handle = await card.frame.waitForFunction(
    (article, wanted) =>
      [...article.querySelectorAll('.comment-body')].find((body) =>
        body.querySelector('.comment-text')?.textContent?.includes(wanted),
      ) ?? false,
    { timeout: 15_000 },
    card,
    text,
  );
  return handle.asElement() as ElementHandle<Element>;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The `src` of every image in the card's media grid, once each has loaded. */
export async function loadedImages(card: ElementHandle<Element>): Promise<string[]> {
  return card.evaluate((article) =>
    [...article.querySelectorAll<HTMLImageElement>('.media-grid img')]
      .filter((img) => img.complete && img.naturalWidth > 0)
      .map((img) => img.getAttribute('src') ?? ''),
  );
}

/** Opens the header's sync centre; returns its dialog. */
export async function openSyncCentre(page: Page): Promise<ElementHandle<Element>> {
  await (await findByRole(page, 'button', 'Sync centre')).click();
  return findByRole(page, 'dialog', 'Sync centre');
}

/** Records the post writes (`METHOD /api/posts...`) the page itself sends, until `stop`. */
export function recordPostWrites(page: Page): { writes: string[]; stop(): void } {
  const writes: string[] = [];
  const record = (request: HTTPRequest) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/posts')) {
      writes.push(`${request.method()} ${pathname}`);
    }
  };
  page.on('request', record);
  return { writes, stop: () => void page.off('request', record) };
}
