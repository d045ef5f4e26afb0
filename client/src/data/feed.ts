import { useCallback } from 'react';
import Dexie from 'dexie';
import { FEED_PAGE_SIZE, type PostDto, type PostPageDto } from '@flock/shared';
import { postsApi, type PostPageQuery } from '../api/posts';
import type { MemberDb } from '../db/memberDb';
import type { FeedEntryRecord, PostRecord } from '../db/records';
import { activeMemberDb } from '../sync/member';
import { fillFeedGap, gapAwareLoader } from './feedGaps';
import { feedPlacements, HOME_FEED, storeFetchedPosts, stripRecord, userFeed } from './postRecords';
import type { FeedItem, PagedList } from './types';
import { loadPage, usePagedList, type PageLoader } from './usePagedList';

/**
 * Posts a feed shows at first, and how many more each Load More shows: three server pages. Posts
 * written offline stay on top of the feed until sent, so the device may hold hundreds; drawing them
 * all would make every later write redraw and re-read a feed that grows with each one.
 */
export const FEED_SHOWN_PER_STEP = 3 * FEED_PAGE_SIZE;

export type FetchPage = (query: PostPageQuery) => Promise<PostPageDto>;

/**
 * A post list kept in Dexie. A refresh replaces the list with the server's first page (posts made on
 * this device and not yet sent stay on top); Load More appends the page before the stored cursor.
 */
export function feedLoader(feed: string, fetchPage: FetchPage): PageLoader {
  return async (db, mode, state) => {
    const page = await fetchPage(mode === 'more' ? { before: state?.nextCursor } : {});
    await db.transaction('rw', db.tables, async () => {
      let below: string | null = null;
      if (mode === 'refresh') await forgetServerEntries(db, feed);
      else below = (await lastEntry(db, feed))?.activityAt ?? null;
      const stored = new Set((await storeFetchedPosts(db, page.posts)).map((p) => p.id));
      const placements = feedPlacements(feed, page.posts, below).filter((e) => stored.has(e.postId));
      await db.feedEntries.bulkPut(placements);
      await db.feedState.put({
        feed,
        nextCursor: page.nextCursor,
        page: 0,
        hasMore: page.hasMore,
        refreshedAt: Date.now(),
      });
    });
  };
}

async function forgetServerEntries(db: MemberDb, feed: string): Promise<void> {
  const entries = await db.feedEntries
    .where('[feed+activityAt]')
    .between([feed, Dexie.minKey], [feed, Dexie.maxKey])
    .toArray();
  const posts = await db.posts.bulkGet(entries.map((e) => e.postId));
  const serverOnes = entries.filter((_, i) => posts[i]?.origin !== 'local');
  await db.feedEntries.bulkDelete(serverOnes.map((e) => [e.feed, e.postId] as [string, string]));
}

function lastEntry(db: MemberDb, feed: string): Promise<FeedEntryRecord | undefined> {
  return db.feedEntries
    .where('[feed+activityAt]')
    .between([feed, Dexie.minKey], [feed, Dexie.maxKey])
    .first();
}

/** A list's posts as stored, newest first; the first `limit` of them when one is given. */
export async function readFeed(db: MemberDb, feed: string, limit?: number): Promise<FeedItem[]> {
  const newestFirst = db.feedEntries
    .where('[feed+activityAt]')
    .between([feed, Dexie.minKey], [feed, Dexie.maxKey])
    .reverse();
  const entries = await (limit === undefined ? newestFirst : newestFirst.limit(limit)).toArray();
  const posts = await db.posts.bulkGet(entries.map((e) => e.postId));
  const threadSizes = await threadPartCounts(db, posts);
  return entries.flatMap((entry, i) => {
    const post = posts[i];
    if (!post) return [];
    const item: FeedItem = {
      post: stripRecord(post),
      retweetedBy: entry.retweetedBy,
      activityAt: entry.activityAt,
    };
    if (post.threadId !== null) item.threadPartsOnDevice = threadSizes.get(post.threadId) ?? 0;
    if (entry.followedHashtag) item.followedHashtag = entry.followedHashtag;
    return [item];
  });
}

/** How many parts of each thread among `posts` the device holds (a list's thread cards tell from it). */
async function threadPartCounts(
  db: MemberDb,
  posts: ReadonlyArray<PostRecord | undefined>,
): Promise<Map<string, number>> {
  const threadIds = [...new Set(posts.flatMap((post) => (post?.threadId ? [post.threadId] : [])))];
  const counts = new Map<string, number>();
  if (threadIds.length === 0) return counts;
  for (const part of await db.posts.where('threadId').anyOf(threadIds).toArray()) {
    if (part.threadId) counts.set(part.threadId, (counts.get(part.threadId) ?? 0) + 1);
  }
  return counts;
}

const fetchHome = (query: PostPageQuery) => postsApi.feed(query);
const homeLoader = gapAwareLoader(HOME_FEED, fetchHome, feedLoader(HOME_FEED, fetchHome));
const readHome = (db: MemberDb, limit?: number) => readFeed(db, HOME_FEED, limit);
const asIs = (item: FeedItem) => item;

/** The home feed, as last seen on this device; the first page is refreshed when it appears and after a sync. */
export function useHomeFeed(): PagedList<FeedItem> {
  return usePagedList({
    list: HOME_FEED,
    enabled: true,
    read: readHome,
    load: homeLoader,
    present: asIs,
    fallbackError: 'Failed to load posts',
    shownPerStep: FEED_SHOWN_PER_STEP,
  });
}

/** Fetches the home feed's first page again (the sync engine does this after sending something). */
export function refreshHomeFeed(db: MemberDb): Promise<void> {
  return loadPage(db, HOME_FEED, 'refresh', homeLoader);
}

/** Loads the next page of posts into one of the home feed's gaps. */
export function fillHomeFeedGap(db: MemberDb, gapId: string): Promise<void> {
  return loadPage(db, `gap:${gapId}`, 'refresh', (gapDb) => fillFeedGap(gapDb, gapId, fetchHome));
}

/** A member's posts, newest first. */
export function useUserPosts(userId: string): PagedList<FeedItem> {
  const feed = userFeed(userId);
  const read = useCallback((db: MemberDb, limit?: number) => readFeed(db, feed, limit), [feed]);
  const load = useCallback<PageLoader>(
    (db, mode, state) => feedLoader(feed, (query) => postsApi.byUser(userId, query))(db, mode, state),
    [feed, userId],
  );
  return usePagedList({
    list: feed,
    enabled: userId !== '',
    read,
    load,
    present: asIs,
    fallbackError: 'Failed to load posts',
    shownPerStep: FEED_SHOWN_PER_STEP,
  });
}

/** Post search (online only). Found posts are kept on the device so they open offline later. */
export async function searchPosts(q: string, page: number): Promise<{ posts: PostDto[]; hasMore: boolean }> {
  const result = await postsApi.search(q, page);
  const db = activeMemberDb();
  const stored: PostRecord[] = await db.transaction('rw', db.tables, async () =>
    storeFetchedPosts(db, result.posts),
  );
  return {
    posts: stored.map((post) => ({ ...stripRecord(post), retweetedBy: null })),
    hasMore: result.hasMore,
  };
}
