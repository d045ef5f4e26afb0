import type { Router } from 'express';
import {
  FolderCreateSchema,
  FolderPageQuerySchema,
  FolderUpdateSchema,
  parsePageCursor,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import { createFolder, deleteFolder, updateFolder } from '../../commands/bookmarkFolders.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import type { BookmarkFolder } from '../../models/BookmarkFolder.js';
import { findReadableFolder } from '../../policies/folderPolicy.js';
import { presentFolder } from '../../presenters/presentFolder.js';
import { loadBookmarkPage } from '../../queries/bookmarkPage.js';
import { countFolderBookmarks } from '../../queries/folderCounts.js';

/** /api/bookmarks/folders: a member's folders (spec 001 "Bookmarks"); a public one is readable by anyone. */
export function addFolderRoutes(router: Router, ctx: AppContext): void {
  const present = async (viewerId: string, folders: BookmarkFolder[]) => {
    const counts = await countFolderBookmarks(
      ctx.db,
      viewerId,
      folders.map((f) => f.id),
    );
    return folders.map((folder) => presentFolder(folder, counts.get(folder.id) ?? 0));
  };

  router.get('/folders', async (req, res) => {
    const member = currentUser(req);
    const rows = await ctx.db.models.BookmarkFolder.findAll({
      where: { userId: member.id },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    const folders = await present(member.id, rows);
    sendOk(res, { folders }, { topLevel: { folders } });
  });

  router.post('/folders', async (req, res) => {
    const member = currentUser(req);
    const { folder, created } = await createFolder(ctx, member, parse(FolderCreateSchema, req.body));
    const [dto] = await present(member.id, [folder]);
    sendOk(res, { folder: dto }, { status: created ? 201 : 200, topLevel: { folder: dto } });
  });

  router.get('/folders/:id', async (req, res) => {
    const viewer = currentUser(req);
    const query = parse(FolderPageQuerySchema, req.query);
    const folder = await findReadableFolder(ctx.db.models, viewer.id, req.params.id as string);
    const [dto] = await present(viewer.id, [folder]);
    const page = await loadBookmarkPage(
      ctx.db,
      viewer.id,
      { folderId: folder.id },
      {
        limit: query.limit,
        offset: query.offset,
        before: query.before ? parsePageCursor(query.before) : null,
      },
    );
    sendOk(res, { folder: dto, ...page }, { topLevel: { folder: dto, bookmarks: page.bookmarks } });
  });

  router.put('/folders/:id', async (req, res) => {
    const member = currentUser(req);
    const changes = parse(FolderUpdateSchema, req.body);
    const folder = await updateFolder(ctx, member, req.params.id as string, changes);
    const [dto] = await present(member.id, [folder]);
    sendOk(res, { folder: dto }, { topLevel: { folder: dto } });
  });

  router.delete('/folders/:id', async (req, res) => {
    await deleteFolder(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: SUCCESS_MESSAGES.folderDeleted });
  });
}
