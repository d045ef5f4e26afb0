import { formatPageCursor, type BookmarkPageDto, type PageCursor } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';
import { hydratePosts } from './hydratePosts.js';
import { afterCursorSql } from './postPage.js';
import { toDate } from './rowValues.js';
import { sqlTime } from './sqlTime.js';

export interface BookmarkWindow {
  limit: number;
  offset: number;
  before: PageCursor | null;
}

/** Whose bookmarks: a member's (all, or one folder's), or a folder's as another reader sees it. */
export type BookmarkScope = { ownerId: string; folderId?: string } | { folderId: string };

interface BookmarkRow {
  id: string;
  postId: string;
  folderId: string | null;
  createdAt: Date | string;
}

/**
 * A page of bookmarks, newest first, each with its post as `viewerId` sees it. A bookmark whose post the
 * viewer may no longer see drops out. Keyset paging by `before` (the bookmark's time and id) or offset.
 */
export async function loadBookmarkPage(
  db: Database,
  viewerId: string,
  scope: BookmarkScope,
  window: BookmarkWindow,
): Promise<BookmarkPageDto> {
  const where = [
    'ownerId' in scope ? 'b.user_id = :ownerId' : '',
    scope.folderId ? 'b.folder_id = :folderId' : '',
    window.before ? afterCursorSql('b.created_at', 'b.id') : '',
    visiblePostSql('p'),
  ].filter(Boolean);
  const rows = await db.sequelize.query<BookmarkRow>(
    `SELECT b.id AS id, b.post_id AS postId, b.folder_id AS folderId, b.created_at AS createdAt
     FROM bookmarks b JOIN posts p ON p.id = b.post_id
     WHERE ${where.join(' AND ')}
     ORDER BY b.created_at DESC, b.id DESC LIMIT :rows OFFSET :offset`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        ...scope,
        viewerId,
        rows: window.limit + 1,
        offset: window.offset,
        ...(window.before ? { before: sqlTime(db, window.before.time), beforeId: window.before.id } : {}),
      },
    },
  );
  const hasMore = rows.length > window.limit;
  const page = rows.slice(0, window.limit);
  const posts = new Map(
    (
      await hydratePosts(
        db,
        viewerId,
        page.map((row) => ({ postId: row.postId })),
      )
    ).map((p) => [p.id, p]),
  );
  const last = page.at(-1);
  return {
    bookmarks: page.flatMap((row) => {
      const post = posts.get(row.postId);
      if (!post) return [];
      const createdAt = toDate(row.createdAt).toISOString();
      return [{ id: row.id, _id: row.id, postId: row.postId, folderId: row.folderId, createdAt, post }];
    }),
    hasMore,
    nextCursor: hasMore && last ? formatPageCursor(toDate(last.createdAt), last.id) : null,
  };
}
