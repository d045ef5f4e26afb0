import {
  formatPageCursor,
  parsePageCursor,
  type PageCursor,
  type PageQuery,
  type PostPageDto,
} from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { hydratePosts } from './hydratePosts.js';
import { toDate } from './rowValues.js';
import { sqlTime } from './sqlTime.js';

/** `page`/`limit` become LIMIT/OFFSET; `before` narrows to what comes after the cursor's post. */
export interface PageWindow {
  limit: number;
  offset: number;
  before: PageCursor | null;
}

export function pageWindow(query: PageQuery): PageWindow {
  return {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    before: query.before ? parsePageCursor(query.before) : null,
  };
}

/**
 * SQL true for a row placed after the cursor (`:before`, `:beforeId`) in a list ordered by
 * `timeColumn` then `idColumn`, both descending. A bare-time cursor has an empty id, which no id is below.
 */
export const afterCursorSql = (timeColumn: string, idColumn: string): string =>
  `(${timeColumn} < :before OR (${timeColumn} = :before AND ${idColumn} < :beforeId))`;

/** One row of a list query: which post, at what time it entered the list, and through whose repost. */
export interface ListedPost {
  postId: string;
  activityAt: Date | string;
  reposterId: string | null;
}

/**
 * Runs a list query that selects `postId`, `activityAt`, `reposterId`, newest first, with one row
 * more than the page so `hasMore` needs no count, then hydrates the page.
 */
export async function runPostPage(
  db: Database,
  viewerId: string,
  window: PageWindow,
  sql: string,
  replacements: Record<string, unknown>,
): Promise<PostPageDto> {
  const rows = await db.sequelize.query<ListedPost>(`${sql} LIMIT :pageRows OFFSET :pageOffset`, {
    type: QueryTypes.SELECT,
    replacements: {
      ...replacements,
      viewerId,
      pageRows: window.limit + 1,
      pageOffset: window.offset,
      ...(window.before ? { before: sqlTime(db, window.before.time), beforeId: window.before.id } : {}),
    },
  });
  const hasMore = rows.length > window.limit;
  const pageRows = rows.slice(0, window.limit);
  const posts = await hydratePosts(
    db,
    viewerId,
    pageRows.map((row) => ({ ...row, activityAt: toDate(row.activityAt) })),
  );
  const last = pageRows.at(-1);
  return {
    posts,
    hasMore,
    nextCursor: hasMore && last ? formatPageCursor(toDate(last.activityAt), last.postId) : null,
  };
}
