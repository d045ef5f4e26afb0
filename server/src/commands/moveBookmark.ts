import { Op } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Bookmark } from '../models/Bookmark.js';
import type { User } from '../models/User.js';
import { findOwnFolder } from '../policies/folderPolicy.js';

/** Files one of the member's bookmarks (named by its id or its post's id) in a folder of theirs, or in none. */
export async function moveBookmark(
  ctx: AppContext,
  member: User,
  id: string,
  folderId: string | null,
): Promise<Bookmark> {
  const { models } = ctx.db;
  const bookmark = isUuid(id)
    ? await models.Bookmark.findOne({ where: { userId: member.id, [Op.or]: [{ id }, { postId: id }] } })
    : null;
  if (!bookmark) throw new AppError('bookmark_not_found');
  const folder = folderId ? await findOwnFolder(models, member.id, folderId) : null;
  if (bookmark.folderId !== (folder?.id ?? null)) await bookmark.update({ folderId: folder?.id ?? null });
  return bookmark;
}
