/**
 * `npm run bench:client`: figures of the offline promise, measured in Debian's Chromium against the
 * production build (client/dist) and the real server, printed, never asserted.
 *
 * - Warm start offline: the browser has the app installed (service worker, the member's IndexedDB);
 *   with the network off, a new tab opens /dashboard and the feed is painted from IndexedDB. Timed in
 *   the page, from the navigation's start to the frame where the feed's posts are on screen.
 * - Offline writes: likes, comments and posts queued with the network off (BENCH_OFFLINE_WRITES, 1,000
 *   by default), then the time from reconnecting to an empty outbox, and a check on the server that
 *   each write arrived exactly once (client/e2e/bench/offlineWrites.ts).
 * - Socket delivery: 100 sockets of the member are connected; another member likes the member's
 *   post 200 times (unliking in between, so each like makes a notification). Each notification's
 *   delivery is its arrival on a socket less its creation time on the server (same machine clock).
 *
 * BENCH_ONLY=offline-writes runs the offline writes alone (the other parts are skipped).
 */
import { FEED_PAGE_SIZE, type NotificationDto, type PostDto } from '@flock/shared';
import { io, type Socket } from 'socket.io-client';
import { apiData, createPostViaApi, openAppAs, signUpViaApi, type ApiMember } from '../support/api.js';
import { launchBrowser, setOffline } from '../support/browser.js';
import { startStack, type Stack } from '../support/stack.js';
import { offlineWrites } from './offlineWrites.js';

const FEED_POSTS = 20;
const WARM_STARTS = 5;
const SOCKETS = 100;
const NOTIFICATIONS = 200;
const OFFLINE_WRITES = Number(process.env.BENCH_OFFLINE_WRITES ?? 1000);
const ONLY_OFFLINE_WRITES = process.env.BENCH_ONLY === 'offline-writes';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function memberWithFeed(
  stack: Stack,
): Promise<{ reader: ApiMember; author: ApiMember; authorPosts: PostDto[] }> {
  const reader = await signUpViaApi(stack, 'Reader');
  const author = await signUpViaApi(stack, 'Author');
  await apiData(stack, reader.token, 'POST', `/users/follow/${author.id}`);
  const authorPosts: PostDto[] = [];
  for (let n = 1; n <= FEED_POSTS; n++)
    authorPosts.push(await createPostViaApi(stack, author, `Post number ${n} for the bench`));
  return { reader, author, authorPosts };
}

async function warmStartsOffline(stack: Stack, reader: ApiMember): Promise<number[]> {
  const chrome = await launchBrowser();
  try {
    const { browser } = chrome;
    const first = await browser.newPage();
    await openAppAs(first, stack, reader);
    const shown = `document.querySelectorAll('main article').length >= ${FEED_PAGE_SIZE}`;
    await first.waitForFunction(shown, { timeout: 60_000 });
    const times: number[] = [];
    for (let run = 0; run < WARM_STARTS; run++) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(`(() => {
        const check = () => {
          if (${shown}) { window.__feedPaintedAt = performance.now(); return; }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })()`);
      await first.close().catch(() => undefined);
      await setOffline(page, true);
      await page.goto(`${stack.baseUrl}/dashboard`);
      await page.waitForFunction('window.__feedPaintedAt !== undefined', { timeout: 60_000 });
      times.push(Number(await page.evaluate('window.__feedPaintedAt')));
      await setOffline(page, false);
      if (run < WARM_STARTS - 1) await page.close();
    }
    return times;
  } finally {
    await chrome.close();
  }
}

async function socketDeliveries(stack: Stack, reader: ApiMember, author: ApiMember): Promise<number[]> {
  const post = await createPostViaApi(stack, reader, 'A post to be liked');
  const delays: number[] = [];
  const sockets: Socket[] = [];
  try {
    for (let n = 0; n < SOCKETS; n++) {
      const socket = io(stack.baseUrl, { transports: ['websocket'], auth: { token: reader.token } });
      socket.on('new_notification', (payload: { data: NotificationDto }) => {
        delays.push(Date.now() - new Date(payload.data.createdAt).getTime());
      });
      sockets.push(socket);
    }
    await Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.once('connect', () => resolve()))));
    for (let n = 0; n < NOTIFICATIONS; n++) {
      const expected = (n + 1) * SOCKETS;
      await apiData(stack, author.token, 'PUT', `/posts/${post.id}/like`, { liked: true });
      const deadline = Date.now() + 10_000;
      while (delays.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      await apiData(stack, author.token, 'PUT', `/posts/${post.id}/like`, { liked: false });
    }
    return delays;
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

const stack = await startStack();
try {
  console.log('Flock client bench (Chromium, production build, real server)');
  const { reader, author, authorPosts } = await memberWithFeed(stack);
  if (!ONLY_OFFLINE_WRITES) {
    const starts = await warmStartsOffline(stack, reader);
    console.log(
      `warm start offline to feed painted from IndexedDB (first ${FEED_PAGE_SIZE} posts): median ${ms(percentile(starts, 50))}, ` +
        `runs ${starts.map(ms).join(', ')}`,
    );
  }
  const writes = await offlineWrites(
    stack,
    reader,
    authorPosts.slice(-FEED_PAGE_SIZE).reverse(), // the feed's first page, newest first
    OFFLINE_WRITES,
  );
  console.log(
    `offline writes: ${writes.queued} queued through the screens in ${ms(writes.queueMs)}; ` +
      `drained ${ms(writes.drainMs)} after reconnecting (first sent after ${ms(writes.firstSendMs)}), ` +
      `${writes.failed} refused; ` +
      (writes.mismatches.length === 0
        ? 'each arrived exactly once'
        : `NOT exactly once: ${writes.mismatches.join('; ')}`),
  );
  if (!ONLY_OFFLINE_WRITES) {
    const delays = await socketDeliveries(stack, reader, author);
    console.log(
      `socket delivery, ${NOTIFICATIONS} notifications x ${SOCKETS} sockets (${delays.length} received): ` +
        `p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}`,
    );
  }
} finally {
  await stack.stop();
}
