import type { Router } from 'express';
import { CommentCreateSchema, CommentPageQuerySchema, LikeStateSchema } from '@flock/shared';
import { addComment } from '../../commands/addComment.js';
import { setCommentLike } from '../../commands/setCommentLike.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk, sendPage } from '../../http.js';
import { findVisiblePost } from '../../queries/findVisiblePost.js';
import { loadPostComments } from '../../queries/postComments.js';

/** Comments and replies on a post, and comment likes. */
export function addCommentRoutes(router: Router, ctx: AppContext): void {
  router.post('/comments/:id/like', async (req, res) => {
    const { liked } = parse(LikeStateSchema, req.body);
    sendOk(res, await setCommentLike(ctx, currentUser(req), req.params.id as string, liked));
  });

  router.get('/:id/comments', async (req, res) => {
    const query = parse(CommentPageQuerySchema, req.query);
    const viewer = currentUser(req);
    const post = await findVisiblePost(ctx.db.models, req.params.id as string, viewer.id);
    const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
    sendPage(res, await loadPostComments(ctx.db, viewer.id, post.id, page), query);
  });

  router.post('/:id/comments', async (req, res) => {
    const values = parse(CommentCreateSchema, req.body);
    const { comment, created } = await addComment(ctx, currentUser(req), req.params.id as string, values);
    sendOk(res, { comment }, { status: created ? 201 : 200 });
  });

  router.post('/:id/comments/:commentId/reply', async (req, res) => {
    const values = parse(CommentCreateSchema, req.body);
    const { id, commentId } = req.params as { id: string; commentId: string };
    const { comment, created } = await addComment(ctx, currentUser(req), id, values, commentId);
    sendOk(res, { comment }, { status: created ? 201 : 200 });
  });
}
