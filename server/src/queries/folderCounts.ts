import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { visiblePostSql } from '../policies/postVisibility.js';

/**
 * How many bookmarks each folder holds whose posts `viewerId` may see: the number its list shows that
 * reader. One query for any number of folders.
 */
export async function countFolderBookmarks(
  db: Database,
  viewerId: string,
  folderIds: readonly string[],
): Promise<Map<string, number>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db.sequelize.query<{ folderId: string; n: number | string }>(
    `SELECT b.folder_id AS folderId, COUNT(*) AS n FROM bookmarks b
     JOIN posts p ON p.id = b.post_id
     WHERE b.folder_id IN (:folderIds) AND ${visiblePostSql('p')}
     GROUP BY b.folder_id`,
    { type: QueryTypes.SELECT, replacements: { folderIds, viewerId } },
  );
  return new Map(rows.map((row) => [row.folderId, Number(row.n)]));
}
