import { Op } from 'sequelize';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';

/**
 * Removes one of the member's bookmarks, named by its own id or by the bookmarked post's id (`by`
 * 'post': only the post's id, as DELETE /bookmarks/post/:postId names it).
 */
export async function removeBookmark(
  ctx: AppContext,
  member: User,
  id: string,
  by: 'either' | 'post' = 'either',
): Promise<void> {
  if (!isUuid(id)) throw new AppError('bookmark_not_found');
  const which = by === 'post' ? { postId: id } : { [Op.or]: [{ id }, { postId: id }] };
  const removed = await ctx.db.models.Bookmark.destroy({ where: { userId: member.id, ...which } });
  if (removed === 0) throw new AppError('bookmark_not_found');
}
