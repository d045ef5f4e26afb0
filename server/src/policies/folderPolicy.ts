import type { Transaction } from 'sequelize';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { BookmarkFolder } from '../models/BookmarkFolder.js';
import type { Models } from '../models/index.js';

/**
 * A folder and its bookmarks are its owner's alone: only they change it. Others may read a public
 * folder; a private one, like a missing one, is 404 folder_not_found to them.
 */
export async function findOwnFolder(
  models: Pick<Models, 'BookmarkFolder'>,
  memberId: string,
  folderId: string,
  transaction?: Transaction,
): Promise<BookmarkFolder> {
  const folder = isUuid(folderId) ? await models.BookmarkFolder.findByPk(folderId, { transaction }) : null;
  if (!folder || folder.userId !== memberId) throw new AppError('folder_not_found');
  return folder;
}

export async function findReadableFolder(
  models: Pick<Models, 'BookmarkFolder'>,
  viewerId: string,
  folderId: string,
): Promise<BookmarkFolder> {
  const folder = isUuid(folderId) ? await models.BookmarkFolder.findByPk(folderId) : null;
  if (!folder || (folder.isPrivate && folder.userId !== viewerId)) throw new AppError('folder_not_found');
  return folder;
}
