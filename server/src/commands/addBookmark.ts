import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import type { Bookmark } from '../models/Bookmark.js';
import type { User } from '../models/User.js';
import { findVisiblePost } from '../queries/findVisiblePost.js';
import { findReplayedRecord } from './clientIds.js';

export interface SavedBookmark {
  bookmark: Bookmark;
  created: boolean;
}

/** Bookmarks a post the member can see. Bookmarking it again answers the existing bookmark. */
export async function addBookmark(
  ctx: AppContext,
  member: User,
  postId: string,
  id?: string,
): Promise<SavedBookmark> {
  const { models } = ctx.db;
  const replayed = await findReplayedRecord(
    id,
    (bookmarkId) => models.Bookmark.findByPk(bookmarkId),
    (b) => b.userId,
    member.id,
  );
  if (replayed) return { bookmark: replayed, created: false };
  const post = await findVisiblePost(models, postId, member.id);
  const existing = () => models.Bookmark.findOne({ where: { userId: member.id, postId: post.id } });
  const found = await existing();
  if (found) return { bookmark: found, created: false };
  try {
    const bookmark = await models.Bookmark.create({
      ...(id ? { id } : {}),
      userId: member.id,
      postId: post.id,
      createdAt: new Date(),
    });
    return { bookmark, created: true };
  } catch (error) {
    const raced = error instanceof UniqueConstraintError ? await existing() : null;
    if (!raced) throw error;
    return { bookmark: raced, created: false };
  }
}
