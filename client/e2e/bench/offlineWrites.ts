/**
 * Writes queued offline, drained after reconnect: the member, in the app with the network off, likes
 * each of the author's posts, comments on them and writes posts from the composer, all through the
 * screens as a member would (the texts pasted into their boxes rather than typed key by key: the
 * keystrokes cost the bench minutes for 1,000 writes and are not what it measures). Then the network comes back and the outbox is watched until it is empty.
 * Each write must reach the server exactly once: the counts are read back from the API afterwards.
 */
import type { Page } from 'puppeteer-core';
import { memberDatabaseName, type PostDto, type PublicUserDto } from '@flock/shared';
import { apiData, openAppAs, postAsSeenBy, type ApiMember } from '../support/api.js';
import { launchBrowser, setOffline } from '../support/browser.js';
import { addCommentIn, composePost, likeIn, postCard } from '../support/posts.js';
import type { Stack } from '../support/stack.js';

export interface OfflineWritesResult {
  queued: number;
  queueMs: number;
  drainMs: number;
  /** From reconnecting to the first write leaving the page (or its worker). */
  firstSendMs: number;
  failed: number;
  /** Writes the server holds twice or not at all (0 when each arrived exactly once). */
  mismatches: string[];
}

interface OutboxCounts {
  total: number;
  failed: number;
}

/**
 * How many entries the member's outbox holds, and how many of them the server refused, counted in
 * IndexedDB in the page. Counted, not read: the bench asks every 100 ms while the page drains, and
 * reading a thousand entries each time would hold up the drain's own transactions on the outbox.
 */
function outboxCounts(page: Page, userId: string): Promise<OutboxCounts> {
  return page.evaluate(
    (name) =>
      new Promise<OutboxCounts>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const outbox = db.transaction('outbox').objectStore('outbox');
          const total = outbox.count();
          const failed = outbox.index('state').count('failed');
          failed.onerror = () => reject(failed.error);
          failed.onsuccess = () => {
            db.close();
            resolve({ total: total.result, failed: failed.result });
          };
        };
      }),
    memberDatabaseName(userId),
  );
}

/** How `total` writes are split: one like per author post, 40 % of the rest comments, then posts. */
export function writeMix(total: number, authorPosts: number) {
  const likes = Math.min(authorPosts, total);
  const comments = Math.round((total - likes) * 0.4);
  return { likes, comments, posts: total - likes - comments };
}

export async function offlineWrites(
  stack: Stack,
  reader: ApiMember,
  authorPosts: PostDto[],
  total: number,
): Promise<OfflineWritesResult> {
  const mix = writeMix(total, authorPosts.length);
  const chrome = await launchBrowser();
  try {
    const page = await chrome.browser.newPage();
    await openAppAs(page, stack, reader);
    await postCard(page, authorPosts[0]!.content, 60_000);
    await setOffline(page, true);

    const started = performance.now();
    const commentsOn = new Map<string, number>();
    for (const post of authorPosts.slice(0, mix.likes)) await likeIn(await postCard(page, post.content), 0);
    for (let n = 0; n < mix.comments; n++) {
      const post = authorPosts[n % authorPosts.length]!;
      const before = commentsOn.get(post.id) ?? 0;
      await addCommentIn(await postCard(page, post.content), before, `Offline comment ${n}`, 'pasted');
      commentsOn.set(post.id, before + 1);
    }
    for (let n = 0; n < mix.posts; n++) await composePost(page, `Offline post ${n}`, undefined, 'pasted');
    const queued = (await outboxCounts(page, reader.id)).total;
    const queueMs = performance.now() - started;

    let firstSendAt = NaN;
    page.on('request', (request) => {
      if (request.method() !== 'GET' && Number.isNaN(firstSendAt)) firstSendAt = performance.now();
    });
    const reconnected = performance.now();
    await setOffline(page, false);
    let counts = await outboxCounts(page, reader.id);
    while (counts.total > counts.failed) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = await outboxCounts(page, reader.id);
    }
    const drainMs = performance.now() - reconnected;

    const mismatches: string[] = [];
    const profile = await apiData<{ user: PublicUserDto }>(
      stack,
      reader.token,
      'GET',
      `/users/profile/${reader.id}`,
    );
    if (profile.user.postsCount !== mix.posts)
      mismatches.push(`posts: ${profile.user.postsCount} on the server, ${mix.posts} written`);
    for (const post of authorPosts) {
      const seen = await postAsSeenBy(stack, reader, post.id);
      const liked = authorPosts.indexOf(post) < mix.likes ? 1 : 0;
      if (seen.likesCount !== liked)
        mismatches.push(`likes on ${post.id}: ${seen.likesCount}, ${liked} written`);
      const commented = commentsOn.get(post.id) ?? 0;
      if (seen.commentsCount !== commented)
        mismatches.push(`comments on ${post.id}: ${seen.commentsCount}, ${commented} written`);
    }
    return {
      queued,
      queueMs,
      drainMs,
      firstSendMs: firstSendAt - reconnected,
      failed: counts.failed,
      mismatches,
    };
  } finally {
    await chrome.close();
  }
}
