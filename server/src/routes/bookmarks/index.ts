import express, { type Router } from 'express';
import { BookmarkCreateSchema, SUCCESS_MESSAGES } from '@flock/shared';
import { addBookmark } from '../../commands/addBookmark.js';
import { removeBookmark } from '../../commands/removeBookmark.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { presentBookmark } from '../../presenters/presentBookmark.js';

/** /api/bookmarks: save a post and remove it again (folders come later). */
export function bookmarksRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  router.post('/', async (req, res) => {
    const { id, postId } = parse(BookmarkCreateSchema, req.body);
    const { bookmark, created } = await addBookmark(ctx, currentUser(req), postId, id);
    sendOk(res, { bookmark: presentBookmark(bookmark) }, { status: created ? 201 : 200 });
  });
  router.delete('/:id', async (req, res) => {
    await removeBookmark(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: SUCCESS_MESSAGES.bookmarkRemoved });
  });
  return router;
}
