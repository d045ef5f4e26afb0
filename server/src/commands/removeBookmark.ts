import { Op } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';

/** Removes one of the member's bookmarks, named by its own id or by the bookmarked post's id. */
export async function removeBookmark(ctx: AppContext, member: User, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('bookmark_not_found');
  const removed = await ctx.db.models.Bookmark.destroy({
    where: { userId: member.id, [Op.or]: [{ id }, { postId: id }] },
  });
  if (removed === 0) throw new AppError('bookmark_not_found');
}
