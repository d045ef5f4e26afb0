import express, { type Router } from 'express';
import {
  BookmarkCreateSchema,
  BookmarkMoveSchema,
  BookmarkPageQuerySchema,
  parsePageCursor,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import { addBookmark } from '../../commands/addBookmark.js';
import { moveBookmark } from '../../commands/moveBookmark.js';
import { removeBookmark } from '../../commands/removeBookmark.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { findOwnFolder } from '../../policies/folderPolicy.js';
import { presentBookmark } from '../../presenters/presentBookmark.js';
import { loadBookmarkPage } from '../../queries/bookmarkPage.js';
import { addFolderRoutes } from './folderRoutes.js';

/** /api/bookmarks: save, file, move and remove bookmarks; list them with their posts; folders. */
export function bookmarksRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  addFolderRoutes(router, ctx);
  router.get('/', async (req, res) => {
    const query = parse(BookmarkPageQuerySchema, req.query);
    const member = currentUser(req);
    if (query.folder_id) await findOwnFolder(ctx.db.models, member.id, query.folder_id);
    const page = await loadBookmarkPage(
      ctx.db,
      member.id,
      { ownerId: member.id, folderId: query.folder_id },
      {
        limit: query.limit,
        offset: query.offset,
        before: query.before ? parsePageCursor(query.before) : null,
      },
    );
    sendOk(res, page, { topLevel: { bookmarks: page.bookmarks } });
  });
  router.post('/', async (req, res) => {
    const { id, postId, folderId } = parse(BookmarkCreateSchema, req.body);
    const { bookmark, created } = await addBookmark(ctx, currentUser(req), postId, id, folderId);
    sendOk(res, { bookmark: presentBookmark(bookmark) }, { status: created ? 201 : 200 });
  });
  router.put('/:id', async (req, res) => {
    const { folderId } = parse(BookmarkMoveSchema, req.body);
    const bookmark = await moveBookmark(ctx, currentUser(req), req.params.id as string, folderId);
    sendOk(res, { bookmark: presentBookmark(bookmark) }, { message: SUCCESS_MESSAGES.bookmarkMoved });
  });
  router.delete('/post/:postId', async (req, res) => {
    await removeBookmark(ctx, currentUser(req), req.params.postId as string, 'post');
    sendOk(res, null, { message: SUCCESS_MESSAGES.bookmarkRemoved });
  });
  router.delete('/:id', async (req, res) => {
    await removeBookmark(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: SUCCESS_MESSAGES.bookmarkRemoved });
  });
  return router;
}
