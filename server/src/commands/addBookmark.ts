import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { Bookmark } from '../models/Bookmark.js';
import type { User } from '../models/User.js';
import { findOwnFolder } from '../policies/folderPolicy.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { findReplayedRecord } from './clientIds.js';

export interface SavedBookmark {
  bookmark: Bookmark;
  created: boolean;
}

/**
 * Bookmarks a post the member can see, in one of their folders when `folderId` names one. Bookmarking
 * it again answers the existing bookmark, moved to `folderId` when one is given (null: out of its folder).
 */
export async function addBookmark(
  ctx: AppContext,
  member: User,
  postId: string,
  id?: string,
  folderId?: string | null,
): Promise<SavedBookmark> {
  const { models } = ctx.db;
  const replayed = await findReplayedRecord(
    id,
    (bookmarkId) => models.Bookmark.findByPk(bookmarkId),
    (b) => b.userId,
    member.id,
  );
  if (replayed) return { bookmark: replayed, created: false };
  const folder = folderId ? await findOwnFolder(models, member.id, folderId) : null;
  const post = await findVisiblePost(models, postId, member.id);
  const existing = () => models.Bookmark.findOne({ where: { userId: member.id, postId: post.id } });
  const refiled = async (bookmark: Bookmark): Promise<SavedBookmark> => {
    if (folderId !== undefined && bookmark.folderId !== (folder?.id ?? null)) {
      await bookmark.update({ folderId: folder?.id ?? null });
    }
    return { bookmark, created: false };
  };
  const found = await existing();
  if (found) return refiled(found);
  try {
    const bookmark = await models.Bookmark.create({
      ...(id ? { id } : {}),
      userId: member.id,
      postId: post.id,
      folderId: folder?.id ?? null,
      createdAt: new Date(),
    });
    return { bookmark, created: true };
  } catch (error) {
    const raced = error instanceof UniqueConstraintError ? await existing() : null;
    if (!raced) throw error;
    return refiled(raced);
  }
}
