import type { Router } from 'express';
import {
  LikeStateSchema,
  PostCreateSchema,
  QuotePostCreateSchema,
  RepostStateSchema,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import { createPost } from '../../commands/createPost.js';
import { createQuotePost } from '../../commands/createQuotePost.js';
import { deletePost } from '../../commands/deletePost.js';
import { setPostLike } from '../../commands/setPostLike.js';
import { setRepost } from '../../commands/setRepost.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { mediaError, removeTemporaryFiles } from '../../services/media/storePostMedia.js';
import { mediaUpload, uploadedFiles } from './mediaUpload.js';
import { isQuoteRequest, readPostFields } from './readPostFields.js';

/** Publishing (plain, multipart with media, or quoting), deleting, liking and reposting posts. */
export function addPostWriteRoutes(router: Router, ctx: AppContext): void {
  router.post('/', mediaUpload(ctx.env.dataDir), async (req, res) => {
    const files = uploadedFiles(req);
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const author = currentUser(req);
      if (isQuoteRequest(body)) {
        if (files.length > 0) throw mediaError('A quote post cannot carry media files');
        const values = parse(QuotePostCreateSchema, body);
        const { post, created } = await createQuotePost(ctx, author, values);
        sendOk(res, { post }, { status: created ? 201 : 200, message: SUCCESS_MESSAGES.quotePosted });
        return;
      }
      const values = parse(PostCreateSchema, readPostFields(body, files.length));
      const { post, created } = await createPost(ctx, author, values, files);
      sendOk(res, { post }, { status: created ? 201 : 200, message: SUCCESS_MESSAGES.postCreated });
    } finally {
      await removeTemporaryFiles(files);
    }
  });

  router.delete('/:id', async (req, res) => {
    await deletePost(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: SUCCESS_MESSAGES.postDeleted });
  });

  router.put('/:id/like', async (req, res) => {
    const { liked } = parse(LikeStateSchema, req.body);
    sendOk(res, await setPostLike(ctx, currentUser(req), req.params.id as string, liked));
  });

  router.post('/:id/retweet', async (req, res) => {
    const { retweeted } = parse(RepostStateSchema, req.body);
    sendOk(res, await setRepost(ctx, currentUser(req), req.params.id as string, retweeted));
  });
}
