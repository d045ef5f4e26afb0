import express, { type Router } from 'express';
import { DRAFT_SUCCESS_MESSAGES, MediaUploadSchema } from '@flock/shared';
import { uploadMedia } from '../../commands/uploadMedia.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { presentUploadedMedia } from '../../presenters/presentUploadedMedia.js';
import { removeTemporaryFiles } from '../../services/media/storePostMedia.js';
import { mediaUpload, uploadedFiles } from '../posts/mediaUpload.js';
import { readList } from '../posts/readPostFields.js';

/** /api/media: files uploaded on their own (multipart `media`), answered as `[{ id, url, type, ... }]`. */
export function mediaRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  router.post('/', mediaUpload(ctx.env.dataDir), async (req, res) => {
    const files = uploadedFiles(req);
    // The temporary files go before the answer, so nothing of the request is left once it is answered.
    const { uploads, created } = await (async () => {
      try {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const { ids } = parse(MediaUploadSchema, { ids: readList(body.ids) });
        return await uploadMedia(ctx, currentUser(req), files, ids);
      } finally {
        await removeTemporaryFiles(files);
      }
    })();
    const media = uploads.map(presentUploadedMedia);
    sendOk(res, media, {
      status: created ? 201 : 200,
      message: DRAFT_SUCCESS_MESSAGES.mediaUploaded,
      topLevel: { media },
    });
  });
  return router;
}
