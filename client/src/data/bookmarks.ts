import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { BookmarkPageDto, PostDto } from '@flock/shared';
import { bookmarksApi } from '../api/bookmarks';
import { useAuth } from '../auth/useAuth';
import type { BookmarkRecord, FolderRecord } from '../db/collectionRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { isQueued } from '../sync/outboxQueue';
import { countChange, folderMoveOf } from './bookmarkMoves';
import { storeFetchedPosts, stripRecord } from './postRecords';
import type { PagedList } from './types';
import { loadPage, usePagedList, type PageLoader } from './usePagedList';

/** Bookmarks and folders as the device keeps them; every screen reads them from Dexie. */

export interface BookmarkItem {
  bookmark: BookmarkRecord;
  post: PostDto;
}

export interface FolderView extends FolderRecord {
  /** The stored count with the bookmark writes still queued applied. */
  shownCount: number;
  /** Made on this device and not on the server yet: nothing to fetch for it. */
  unsent: boolean;
}

export const bookmarkListName = (folderId: string | null) => `bookmarks:${folderId ?? 'all'}`;

/** Puts a page's bookmarks and posts on the device. Call inside a 'rw' transaction. */
export async function storeBookmarkPage(
  db: MemberDb,
  page: BookmarkPageDto,
  { replaceFrom }: { replaceFrom: string | null | undefined } = { replaceFrom: undefined },
): Promise<void> {
  const stored = new Set(
    (
      await storeFetchedPosts(
        db,
        page.bookmarks.map((b) => b.post),
      )
    ).map((p) => p.id),
  );
  const busy = await postsWithQueuedBookmarkWrites(db);
  if (replaceFrom !== undefined) await forgetUnlisted(db, page, replaceFrom, busy);
  for (const { post: _post, _id: _ignored, ...bookmark } of page.bookmarks) {
    if (!stored.has(bookmark.postId) || busy.has(bookmark.postId)) continue;
    await db.bookmarks.where('postId').equals(bookmark.postId).delete();
    await db.bookmarks.put(bookmark);
  }
}

/**
 * A refreshed first page replaces what the device holds in its span (everything when it is the only
 * page): bookmarks the server no longer lists there go, unless a write about them is queued.
 */
async function forgetUnlisted(
  db: MemberDb,
  page: BookmarkPageDto,
  folderId: string | null,
  busy: Set<string>,
): Promise<void> {
  const listed = new Set(page.bookmarks.map((b) => b.postId));
  const oldest = page.hasMore ? (page.bookmarks.at(-1)?.createdAt ?? null) : null;
  const inScope = folderId
    ? await db.bookmarks.where('folderId').equals(folderId).toArray()
    : await db.bookmarks.toArray();
  const gone = inScope.filter(
    (b) => !listed.has(b.postId) && !busy.has(b.postId) && (oldest === null || b.createdAt >= oldest),
  );
  await db.bookmarks.bulkDelete(gone.map((b) => b.id));
}

async function postsWithQueuedBookmarkWrites(db: MemberDb): Promise<Set<string>> {
  const entries = (await db.outbox.toArray()).filter(isQueued);
  return new Set(
    entries.flatMap((e) =>
      e.kind === 'post.bookmark' ? [e.entityId] : e.kind === 'bookmark.move' ? [e.entityId] : [],
    ),
  );
}

function bookmarkLoader(folderId: string | null): PageLoader {
  return async (db, mode, state) => {
    const page = await bookmarksApi.page({ folderId, before: mode === 'more' ? state?.nextCursor : null });
    await db.transaction('rw', db.tables, async () => {
      await storeBookmarkPage(db, page, { replaceFrom: mode === 'refresh' ? folderId : undefined });
      await db.feedState.put({
        feed: bookmarkListName(folderId),
        nextCursor: page.nextCursor,
        page: 0,
        hasMore: page.hasMore,
        refreshedAt: Date.now(),
      });
    });
  };
}

async function readBookmarks(db: MemberDb, folderId: string | null): Promise<BookmarkItem[]> {
  const records = folderId
    ? await db.bookmarks.where('folderId').equals(folderId).toArray()
    : await db.bookmarks.toArray();
  records.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const posts = await db.posts.bulkGet(records.map((r) => r.postId));
  return records.flatMap((bookmark, i) => {
    const post = posts[i];
    return post ? [{ bookmark, post: stripRecord(post) }] : [];
  });
}

const asIs = (item: BookmarkItem) => item;

/** All Bookmarks (`folderId` null) or one folder's, newest first; the first page is refreshed on sight. */
export function useBookmarks(folderId: string | null, enabled = true): PagedList<BookmarkItem> {
  const read = useCallback((db: MemberDb) => readBookmarks(db, folderId), [folderId]);
  const load = useCallback<PageLoader>(
    (db, mode, state) => bookmarkLoader(folderId)(db, mode, state),
    [folderId],
  );
  return usePagedList({
    list: bookmarkListName(folderId),
    enabled,
    read,
    load,
    present: asIs,
    fallbackError: 'Failed to load bookmarks',
  });
}

/** Fetches every page of a folder's bookmarks onto the device (an offline pack); answers how many. */
export async function fetchWholeFolder(
  db: MemberDb,
  folderId: string,
  onPage: (n: number) => void,
): Promise<number> {
  let before: string | null = null;
  let count = 0;
  for (;;) {
    const page = await bookmarksApi.page({ folderId, before, limit: 50 });
    await db.transaction('rw', db.tables, async () => storeBookmarkPage(db, page));
    count += page.bookmarks.length;
    onPage(count);
    if (!page.hasMore || !page.nextCursor) return count;
    before = page.nextCursor;
  }
}

/** Refreshes the first page of a bookmark list (after the folders changed on the server). */
export function refreshBookmarks(db: MemberDb, folderId: string | null): Promise<void> {
  return loadPage(db, bookmarkListName(folderId), 'refresh', bookmarkLoader(folderId));
}

/** The member's folders, oldest first, each with its count as the member's queued writes leave it. */
export function useFolderViews(): FolderView[] | undefined {
  const { user } = useAuth();
  return useLiveQuery(async () => {
    if (!user) return undefined;
    const db = memberDb(user.id);
    const [folders, entries] = await Promise.all([
      db.folders.orderBy('createdAt').toArray(),
      db.outbox.toArray(),
    ]);
    const queued = entries.filter(isQueued);
    const moves = queued.flatMap((e) => folderMoveOf(e) ?? []);
    const unsent = new Set(queued.flatMap((e) => (e.kind === 'folder.create' ? [e.entityId] : [])));
    return folders.map((folder) => ({
      ...folder,
      unsent: unsent.has(folder.id),
      shownCount: Math.max(
        0,
        moves.reduce((n, move) => n + countChange(move, folder.id), folder.bookmarkCount),
      ),
    }));
  }, [user?.id]);
}
