import { FOLDERS_MAX, type FolderCreateSchema, type FolderUpdateSchema } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { BookmarkFolder } from '../models/BookmarkFolder.js';
import type { User } from '../models/User.js';
import { findOwnFolder } from '../policies/folderPolicy.js';
import { findReplayedRecord } from './clientIds.js';

/** Creating, changing and deleting a member's bookmark folders. */

export interface CreatedFolder {
  folder: BookmarkFolder;
  created: boolean;
}

export async function createFolder(
  ctx: AppContext,
  member: User,
  { id, name, description, isPrivate }: z.output<typeof FolderCreateSchema>,
): Promise<CreatedFolder> {
  const { BookmarkFolder } = ctx.db.models;
  const find = (folderId: string) => BookmarkFolder.findByPk(folderId);
  const replayed = await findReplayedRecord(id, find, (f) => f.userId, member.id);
  if (replayed) return { folder: replayed, created: false };
  if ((await BookmarkFolder.count({ where: { userId: member.id } })) >= FOLDERS_MAX) {
    throw new AppError('too_many_folders');
  }
  const now = new Date();
  try {
    const folder = await BookmarkFolder.create({
      ...(id ? { id } : {}),
      userId: member.id,
      name,
      description: description ?? null,
      isPrivate,
      createdAt: now,
      updatedAt: now,
    });
    return { folder, created: true };
  } catch (error) {
    const raced = error instanceof UniqueConstraintError && id ? await find(id) : null;
    if (!raced || raced.userId !== member.id) throw error;
    return { folder: raced, created: false };
  }
}

export async function updateFolder(
  ctx: AppContext,
  member: User,
  folderId: string,
  changes: z.output<typeof FolderUpdateSchema>,
): Promise<BookmarkFolder> {
  const folder = await findOwnFolder(ctx.db.models, member.id, folderId);
  if (changes.name !== undefined) folder.name = changes.name;
  if (changes.description !== undefined) folder.description = changes.description;
  if (changes.isPrivate !== undefined) folder.isPrivate = changes.isPrivate;
  if (folder.changed()) {
    folder.updatedAt = new Date();
    await folder.save();
  }
  return folder;
}

/** Deletes the folder; its bookmarks stay, in All Bookmarks (spec 001 section 8). */
export async function deleteFolder(ctx: AppContext, member: User, folderId: string): Promise<void> {
  const { Bookmark } = ctx.db.models;
  await ctx.db.sequelize.transaction(async (transaction) => {
    const folder = await findOwnFolder(ctx.db.models, member.id, folderId, transaction);
    await Bookmark.update({ folderId: null }, { where: { folderId: folder.id }, transaction });
    await folder.destroy({ transaction });
  });
}
