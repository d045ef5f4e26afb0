import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostDto } from '@flock/shared';
import { createPostViaApi, openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, textOf, type TestBrowser } from './support/browser.js';
import { followViaApi } from './support/people.js';
import { postCard } from './support/posts.js';
import { screenshotsOf } from './support/screenshots.js';
import { startStack, type Stack } from './support/stack.js';

/** A photo-like image (noise does not compress), so its thumbnail is far smaller than the full size. */
async function makeNoisyImage(dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  const [width, height] = [1200, 800];
  await sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}

/** The worker's counts for today, read from its IndexedDB database as the Settings card does. */
function meterToday(page: Page): Promise<{ downloaded: number; saved: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('flock-data-meter');
      // Only the worker makes the database: reading before it counted anything must not create it.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    if (!db) return { downloaded: 0, saved: 0 };
    if (!db.objectStoreNames.contains('days')) {
      db.close();
      return { downloaded: 0, saved: 0 };
    }
    const days = await new Promise<Array<{ downloaded: number; saved: number }>>((resolve) => {
      const read = db.transaction('days').objectStore('days').getAll();
      read.onsuccess = () => resolve(read.result as Array<{ downloaded: number; saved: number }>);
    });
    db.close();
    return days.reduce(
      (sum, day) => ({ downloaded: sum.downloaded + day.downloaded, saved: sum.saved + day.saved }),
      {
        downloaded: 0,
        saved: 0,
      },
    );
  });
}

/** The image in a post card: its address as the page asked for it, and the pixels it got. */
function shownImage(page: Page, text: string) {
  return postCard(page, text).then((card) =>
    card.evaluate((article) => {
      const img = article.querySelector<HTMLImageElement>('.media-grid img');
      return { src: img?.getAttribute('src') ?? '', width: img?.complete ? img.naturalWidth : 0 };
    }),
  );
}

/** Gives the member a profile picture, as the profile's avatar upload does. */
async function uploadAvatar(stack: Stack, member: ApiMember, file: string): Promise<string> {
  const form = new FormData();
  form.append('profilePicture', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${stack.baseUrl}/api/auth/profile-image`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${member.token}` },
    body: form,
  });
  const answer = (await response.json()) as { data: { user: { profilePicture: string } } };
  return answer.data.user.profilePicture;
}

/** The address the post card's author picture was asked for. */
const avatarIn = (page: Page, text: string) =>
  postCard(page, text).then((card) =>
    card.evaluate((article) => article.querySelector('.avatar img')?.getAttribute('src') ?? ''),
  );

const sizeOf = async (stack: Stack, url: string) =>
  Number((await fetch(new URL(url, stack.baseUrl), { method: 'HEAD' })).headers.get('content-length'));

describe('the data saver and its meter', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let page: Page;
  let ada: ApiMember;
  let grace: ApiMember;
  let dir: string;
  const savedText = `Harbour at dawn ${Date.now().toString(36)}`;
  const fullText = `Harbour at noon ${Date.now().toString(36)}`;
  let saverPost: PostDto;
  let graceAvatar: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-saver-'));
    stack = await startStack();
    chrome = await launchBrowser();
    ada = await signUpViaApi(stack, 'Ada');
    grace = await signUpViaApi(stack, 'Grace');
    await followViaApi(stack, ada, grace);
    graceAvatar = await uploadAvatar(stack, grace, await makeNoisyImage(dir, 'grace.png'));
    page = await chrome.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, ada);
  });

  afterAll(async () => {
    await chrome?.close();
    await stack?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('offers automatic, on and off in Settings, automatic by default and off on this connection', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    const card = await findByRole(page, 'region', 'Data saver');
    expect(
      await (
        await findByRole(page, 'radio', 'Automatic')
      ).evaluate((radio) => (radio as HTMLInputElement).checked),
    ).toBe(true);
    expect(await textOf(card)).toContain('Data saver is off');
    await (await findByRole(page, 'radio', 'On')).click();
    await page.waitForFunction(() => document.body.textContent?.includes('Data saver is on'));
  });

  it('shows images as thumbnails, loads the full size on a tap, and counts what it downloaded and saved', async () => {
    saverPost = await createPostViaApi(stack, grace, savedText, await makeNoisyImage(dir, 'dawn.png'));
    const [media] = saverPost.mediaUrls;
    const before = await meterToday(page);
    await page.goto(`${stack.baseUrl}/dashboard`);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('article')].some(
          (a) => a.textContent?.includes(text) && a.querySelector('.media-grid img'),
        ),
      {},
      savedText,
    );
    await expect.poll(async () => (await shownImage(page, savedText)).width).toBe(400);
    expect((await shownImage(page, savedText)).src).toContain(media!.thumbnailUrl!.split('?')[0]);

    const [fullBytes, thumbBytes] = [
      await sizeOf(stack, media!.url),
      await sizeOf(stack, media!.thumbnailUrl!),
    ];
    expect(fullBytes).toBeGreaterThan(thumbBytes);
    // The author's picture came small too: both count as saved.
    const smallAvatar = graceAvatar.replace('/media/avatars/', '/media/avatars/small/');
    const avatarSaved = (await sizeOf(stack, graceAvatar)) - (await sizeOf(stack, smallAvatar));
    expect(avatarSaved).toBeGreaterThan(0);
    await expect
      .poll(async () => (await meterToday(page)).saved - before.saved)
      .toBe(fullBytes - thumbBytes + avatarSaved);
    expect((await meterToday(page)).downloaded - before.downloaded).toBeGreaterThanOrEqual(thumbBytes);

    expect(await avatarIn(page, savedText)).toContain(smallAvatar);

    const card = await postCard(page, savedText);
    await screenshotsOf(page, card, 'data-saver-thumbnail');
    await (await card.waitForSelector(
      aria('button', `Image 1 of 1 from Grace Tester, load full size`),
    ))!.click();
    await expect.poll(async () => (await shownImage(page, savedText)).width).toBe(1200);
    expect((await shownImage(page, savedText)).src).toBe(media!.url);
    await expect
      .poll(async () => (await meterToday(page)).downloaded - before.downloaded)
      .toBeGreaterThanOrEqual(thumbBytes + fullBytes);

    await page.goto(`${stack.baseUrl}/settings`);
    const meter = await findByRole(page, 'table', 'Media data on this device');
    await page.waitForFunction(() => !document.querySelector('.data-meter')?.textContent?.includes('…'));
    const rows = await meter.$$eval('tbody tr', (all) =>
      all.map((row) => [...row.children].map((cell) => cell.textContent)),
    );
    expect(rows[0]![0]).toBe('Today');
    expect(rows[0]![2]).not.toBe('0 B');
    expect(rows[1]![0]).toBe('This week');
    await screenshotsOf(page, await findByRole(page, 'region', 'Data saver'), 'data-saver-settings');
  });

  it('loads full-size images when it is off', async () => {
    await (await findByRole(page, 'radio', 'Off')).click();
    await page.waitForFunction(() => document.body.textContent?.includes('Data saver is off'));
    const post = await createPostViaApi(stack, grace, fullText, await makeNoisyImage(dir, 'noon.png'));
    await page.goto(`${stack.baseUrl}/dashboard`);
    await expect.poll(async () => (await shownImage(page, fullText)).width).toBe(1200);
    expect((await shownImage(page, fullText)).src).toBe(post.mediaUrls[0]!.url);
    expect(await avatarIn(page, fullText)).toBe(graceAvatar);
    expect(await page.$(aria('button', `Image 1 of 1 from Grace Tester, load full size`))).toBeNull();
  });
});
