import Dexie from 'dexie';
import { formatPageCursor, parsePageCursor, type FeedPageDto } from '@flock/shared';
import type { PostPageQuery } from '../api/posts';
import type { MemberDb } from '../db/memberDb';
import type { FeedEntryRecord, FeedGapRecord } from '../db/records';
import { feedPlacements, storeFetchedPosts } from './postRecords';
import type { PageLoader } from './usePagedList';

/**
 * The home feed with honest gaps. Coming back, the device asks for the newest page `since` the newest
 * post it holds. When that page does not reach it, the stored feed stays and a gap record sits between
 * them ("Load N missing posts"), filled page by page with `before`. Stored posts inside a page's range
 * that the page lacks are gone from the feed (deleted, hidden) and leave the device's list.
 */
export type FetchFeedPage = (query: PostPageQuery) => Promise<FeedPageDto>;

const entriesOf = (db: MemberDb, feed: string) =>
  db.feedEntries.where('[feed+activityAt]').between([feed, Dexie.minKey], [feed, Dexie.maxKey]);

const cursorOf = (entry: FeedEntryRecord) => formatPageCursor(new Date(entry.activityAt), entry.postId);

/** The entry's place against another's: positive when newer, as the server orders (time, then id). */
function compareEntries(
  entry: FeedEntryRecord,
  other: Pick<FeedEntryRecord, 'activityAt' | 'postId'>,
): number {
  const byTime = new Date(entry.activityAt).getTime() - new Date(other.activityAt).getTime();
  if (byTime !== 0) return byTime;
  return entry.postId < other.postId ? -1 : entry.postId > other.postId ? 1 : 0;
}

/** A server cursor as an entry's place (an unreadable one places nothing above it). */
function placeOf(cursor: string): Pick<FeedEntryRecord, 'activityAt' | 'postId'> {
  const parsed = parsePageCursor(cursor);
  return parsed
    ? { activityAt: parsed.time.toISOString(), postId: parsed.id }
    : { activityAt: '', postId: '' };
}

/** The newest entry the server sent (posts made here and not yet sent do not count). */
async function newestServerEntry(db: MemberDb, feed: string): Promise<FeedEntryRecord | undefined> {
  const entries = await entriesOf(db, feed).reverse().toArray();
  const posts = await db.posts.bulkGet(entries.map((e) => e.postId));
  return entries.find((_, i) => posts[i] && posts[i].origin !== 'local');
}

/**
 * Stores a page and takes out the stored server entries inside the range it covers (from `above`, or
 * the top, down to its last post, or to the bottom when it is the last page) that it does not list.
 */
async function storePageRange(
  db: MemberDb,
  feed: string,
  page: FeedPageDto,
  above: string | null,
): Promise<void> {
  const stored = new Set((await storeFetchedPosts(db, page.posts)).map((p) => p.id));
  const placements = feedPlacements(feed, page.posts).filter((e) => stored.has(e.postId));
  const listed = new Set(placements.map((e) => e.postId));
  const lowest = placements.at(-1);
  const entries = await entriesOf(db, feed).toArray();
  const posts = await db.posts.bulkGet(entries.map((e) => e.postId));
  const stale = entries.filter((entry, i) => {
    if (listed.has(entry.postId) || posts[i]?.origin === 'local') return false;
    if (above && compareEntries(entry, placeOf(above)) >= 0) return false;
    return !page.hasMore || (lowest !== undefined && compareEntries(entry, lowest) > 0);
  });
  await db.feedEntries.bulkDelete(stale.map((e) => [e.feed, e.postId] as [string, string]));
  await db.feedEntries.bulkPut(placements);
}

/** Wraps a feed's plain loader: a refresh over a stored feed keeps it and records the gap, if any. */
export function gapAwareLoader(feed: string, fetchPage: FetchFeedPage, plain: PageLoader): PageLoader {
  return async (db, mode, state) => {
    const newest = mode === 'refresh' ? await newestServerEntry(db, feed) : undefined;
    if (!newest || !state) return plain(db, mode, state);
    const since = cursorOf(newest);
    const page = await fetchPage({ since });
    await db.transaction('rw', db.tables, async () => {
      await storePageRange(db, feed, page, null);
      const lowest = page.posts.at(-1);
      const covered = await db.feedGaps.where('feed').equals(feed).toArray();
      // Gaps now inside the refreshed range are answered by it; an older gap below stays.
      const answered = covered.filter(
        (gap) => !page.hasMore || (lowest && gap.since >= cursorOfPost(lowest)),
      );
      await db.feedGaps.bulkDelete(answered.map((gap) => gap.id));
      if (page.gap && page.nextCursor) {
        await db.feedGaps.put({ id: `${feed}|${since}`, feed, before: page.nextCursor, since, ...page.gap });
      }
      await db.feedState.put({
        feed,
        nextCursor: page.hasMore ? state.nextCursor : null,
        page: 0,
        hasMore: page.hasMore && state.hasMore,
        refreshedAt: Date.now(),
      });
    });
  };
}

const cursorOfPost = (post: { id: string; createdAt: string; activityAt?: string }) =>
  formatPageCursor(new Date(post.activityAt ?? post.createdAt), post.id);

/** Loads the next page into a gap: the gap shrinks to what is still missing, or closes. */
export async function fillFeedGap(db: MemberDb, gapId: string, fetchPage: FetchFeedPage): Promise<void> {
  const gap = await db.feedGaps.get(gapId);
  if (!gap) return;
  const page = await fetchPage({ before: gap.before, since: gap.since });
  await db.transaction('rw', db.tables, async () => {
    const newer = page.posts.filter((post) => cursorOfPost(post) > gap.since);
    await storePageRange(db, gap.feed, { ...page, posts: newer, hasMore: true }, gap.before);
    if (page.gap && page.nextCursor) {
      await db.feedGaps.put({ ...gap, before: page.nextCursor, ...page.gap });
    } else {
      await db.feedGaps.delete(gap.id);
    }
  });
}

export function readFeedGaps(db: MemberDb, feed: string): Promise<FeedGapRecord[]> {
  return db.feedGaps.where('feed').equals(feed).toArray();
}
