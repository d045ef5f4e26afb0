import express, { type Router } from 'express';
import {
  DRAFT_SUCCESS_MESSAGES,
  ScheduledPostCreateSchema,
  ScheduledPostListQuerySchema,
  ScheduledPostUpdateSchema,
} from '@flock/shared';
import { createScheduledPost } from '../../commands/createScheduledPost.js';
import { deleteScheduledPost } from '../../commands/deleteScheduledPost.js';
import { publishScheduledPost } from '../../commands/publishScheduledPost.js';
import { updateScheduledPost } from '../../commands/updateScheduledPost.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { ownScheduledPost } from '../../policies/scheduledPostPolicy.js';
import { presentScheduledPost } from '../../presenters/presentScheduledPost.js';
import { scheduledPostList } from '../../queries/scheduledPostList.js';

/** /api/scheduled-posts: the member's own posts to publish later (others' answer 404). */
export function scheduledPostsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));

  router.get('/', async (req, res) => {
    const { status } = parse(ScheduledPostListQuerySchema, req.query);
    const scheduledPosts = (await scheduledPostList(ctx, currentUser(req).id, status)).map(
      presentScheduledPost,
    );
    sendOk(res, { scheduledPosts }, { topLevel: { scheduledPosts } });
  });

  router.post('/', async (req, res) => {
    const values = parse(ScheduledPostCreateSchema, req.body);
    const { scheduledPost, created } = await createScheduledPost(ctx, currentUser(req), values);
    const shown = presentScheduledPost(scheduledPost);
    sendOk(res, shown, {
      status: created ? 201 : 200,
      message: DRAFT_SUCCESS_MESSAGES.postScheduled,
      topLevel: { scheduledPost: shown },
    });
  });

  router.put('/:id', async (req, res) => {
    const values = parse(ScheduledPostUpdateSchema, req.body);
    const row = await updateScheduledPost(ctx, currentUser(req), req.params.id as string, values);
    const shown = presentScheduledPost(row);
    sendOk(res, shown, {
      message: DRAFT_SUCCESS_MESSAGES.scheduledPostUpdated,
      topLevel: { scheduledPost: shown },
    });
  });

  router.delete('/:id', async (req, res) => {
    await deleteScheduledPost(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: DRAFT_SUCCESS_MESSAGES.scheduledPostDeleted });
  });

  router.post('/:id/publish', async (req, res) => {
    const member = currentUser(req);
    const id = req.params.id as string;
    await ctx.db.sequelize.transaction((t) => ownScheduledPost(ctx, member, id, t));
    const row = await publishScheduledPost(ctx, id, { force: true });
    const shown = row && presentScheduledPost(row);
    if (!shown || shown.status === 'failed') {
      throw new AppError('scheduled_post_failed', {
        extra: { failReason: shown?.failReason ?? null, scheduledPost: shown },
      });
    }
    sendOk(res, shown, { message: DRAFT_SUCCESS_MESSAGES.postPublished, topLevel: { scheduledPost: shown } });
  });

  return router;
}
