import {
  formatPageCursor,
  parsePageCursor,
  type PageCursor,
  type PageQuery,
  type PostPageDto,
} from '@flock/shared';
import type { Database } from '../db/database.js';
import type { AuthorFields } from '../presenters/presentAuthor.js';
import { authorColumnsSql, authorFromRow } from './authorColumns.js';
import { hydratePosts, type HydratedPostRow } from './hydratePosts.js';
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

/**
 * One row of a list query: which post, at what time it entered the list, through whose repost, and
 * (home feed only) through which followed hashtag.
 */
export interface ListedPost {
  postId: string;
  activityAt: Date | string;
  reposterId: string | null;
  hashtag?: string | null;
  /** The reposter, when the query joined them as `users` with reposterColumnsSql. */
  reposter?: AuthorFields | null;
  /** The post it quotes (null: none), when the query read it (`p.quoted_post_id AS quotedPostId`). */
  quotedPostId?: string | null;
  /** The post whole, when the query selected HYDRATED_POST_COLUMNS: hydratePosts does not read it again. */
  post?: HydratedPostRow;
}

/** The reposter's columns from `users` joined as `alias`, for list queries that place reposts. */
export const reposterColumnsSql = (alias: string): string => authorColumnsSql(alias, 'reposterUser');

/** Which rows of a list query make the page: `rows` from `offset` on, after `before` when given. */
export interface ListedRows {
  rows: number;
  offset: number;
  before: PageCursor | null;
}

const PAGED_KEPT = 200;
const pagedStatements = new Map<string, string>();

/** `sql` with the page's LIMIT and OFFSET, the same string for the same statement (while kept). */
function paged(sql: string): string {
  let statement = pagedStatements.get(sql);
  if (statement === undefined) {
    if (pagedStatements.size >= PAGED_KEPT) pagedStatements.clear();
    statement = `${sql} LIMIT :pageRows OFFSET :pageOffset`;
    pagedStatements.set(sql, statement);
  }
  return statement;
}

/** The raw rows of a list query (see listPosts), with whatever other columns it selects (`T`). */
export function selectListedRows<T extends object = object>(
  db: Database,
  viewerId: string,
  sql: string,
  replacements: Record<string, unknown>,
  { rows, offset, before }: ListedRows,
): Promise<(ListedPost & Partial<HydratedPostRow> & T)[]> {
  return db.select<ListedPost & Partial<HydratedPostRow> & T>(
    paged(sql),
    {
      ...replacements,
      viewerId,
      pageRows: rows,
      pageOffset: offset,
      ...(before ? { before: sqlTime(db, before.time), beforeId: before.id } : {}),
    },
    { packRows: true },
  );
}

/** One raw row of a list query as a ListedPost. */
export const toListedPost = (row: ListedPost & Partial<HydratedPostRow>): ListedPost => ({
  postId: row.postId,
  activityAt: toDate(row.activityAt),
  reposterId: row.reposterId,
  reposter: authorFromRow(row, 'reposterUser'),
  ...(row.hashtag !== undefined ? { hashtag: row.hashtag } : {}),
  ...(row.quotedPostId !== undefined ? { quotedPostId: row.quotedPostId } : {}),
  ...(isHydrated(row) ? { post: row } : {}),
});

/**
 * Runs a list query that selects `postId`, `activityAt`, `reposterId`, newest first: `rows` rows from
 * `offset` on, after `before` when given (bound as `:before`, `:beforeId`).
 */
export async function listPosts(
  db: Database,
  viewerId: string,
  sql: string,
  replacements: Record<string, unknown>,
  window: ListedRows,
): Promise<ListedPost[]> {
  return (await selectListedRows(db, viewerId, sql, replacements, window)).map(toListedPost);
}

/** A listed row that carries its post whole (HYDRATED_POST_COLUMNS name `liked` among others). */
const isHydrated = (row: Partial<HydratedPostRow>): row is HydratedPostRow => row.liked !== undefined;

/** A page from up to `limit + 1` listed posts: the extra one only says there is more. */
export async function finishPage(
  db: Database,
  viewerId: string,
  limit: number,
  rows: readonly ListedPost[],
): Promise<PostPageDto> {
  const hasMore = rows.length > limit;
  const pageRows = rows.slice(0, limit);
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

/**
 * Runs a list query (see listPosts) for one page, with one row more than the page so `hasMore` needs
 * no count, then hydrates the page.
 */
export async function runPostPage(
  db: Database,
  viewerId: string,
  window: PageWindow,
  sql: string,
  replacements: Record<string, unknown>,
): Promise<PostPageDto> {
  const rows = await listPosts(db, viewerId, sql, replacements, {
    rows: window.limit + 1,
    offset: window.offset,
    before: window.before,
  });
  return finishPage(db, viewerId, window.limit, rows);
}
