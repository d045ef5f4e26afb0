import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { MEDIA_MAX_FILES, POST_MESSAGES, VIDEO_MAX_BYTES } from '@flock/shared';
import { newId } from '../../db/ids.js';
import { multipartBody } from '../../middlewares/multipartBody.js';
import { MEDIA_FIELD, mediaError, type UploadedFile } from '../../services/media/storePostMedia.js';

const FIELD_LIMITS = { fields: 40, fieldSize: 64 * 1024, parts: 60 };

/**
 * Reads a multipart post: text fields into req.body, files of the field `media` onto disk under
 * DATA_DIR/tmp (a 100 MB video never sits in memory). JSON requests pass straight through.
 */
export function mediaUpload(dataDir: string): RequestHandler {
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: tmpDir,
      filename: (_req, _file, done) => done(null, `upload-${newId()}`),
    }),
    limits: { ...FIELD_LIMITS, files: MEDIA_MAX_FILES, fileSize: VIDEO_MAX_BYTES },
  }).array(MEDIA_FIELD, MEDIA_MAX_FILES);

  const parse = multipartBody(upload, (error) => {
    if (!(error instanceof multer.MulterError)) return mediaError(POST_MESSAGES.mediaType);
    if (error.code === 'LIMIT_FILE_SIZE') return mediaError(POST_MESSAGES.videoTooLarge);
    const tooMany =
      error.code === 'LIMIT_FILE_COUNT' ||
      (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === MEDIA_FIELD);
    return mediaError(tooMany ? POST_MESSAGES.tooManyFiles : POST_MESSAGES.mediaType);
  });
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parse(req, res, next);
  };
}

export function uploadedFiles(req: Request): UploadedFile[] {
  const files = Array.isArray(req.files) ? req.files : [];
  return files.map((file) => ({ path: file.path, size: file.size }));
}
