import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { MEDIA_FILE_FIELDS, MEDIA_MAX_FILES, POST_MESSAGES, VIDEO_MAX_BYTES } from '@flock/shared';
import { newId } from '../../db/ids.js';
import { validationError } from '../../errors.js';
import { multipartBody } from '../../middlewares/multipartBody.js';
import { mediaError, type UploadedFile } from '../../services/media/storePostMedia.js';

const FIELD_LIMITS = { fields: 40, fieldSize: 64 * 1024, parts: 60 };
const FILE_FIELDS: ReadonlySet<string> = new Set(MEDIA_FILE_FIELDS);

/**
 * Reads a multipart post: text fields into req.body, files of the fields in MEDIA_FILE_FIELDS onto disk
 * under DATA_DIR/tmp (a 100 MB video never sits in memory), in the order they were sent. A file in any
 * other field refuses the request, naming the accepted fields. JSON requests pass straight through.
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
    fileFilter: (_req, file, done) => {
      if (FILE_FIELDS.has(file.fieldname)) done(null, true);
      else done(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
    },
  }).any();

  const parse = multipartBody(upload, (error) => {
    if (!(error instanceof multer.MulterError)) return mediaError(POST_MESSAGES.mediaType);
    if (error.code === 'LIMIT_FILE_SIZE') return mediaError(POST_MESSAGES.videoTooLarge);
    if (error.code === 'LIMIT_FILE_COUNT') return mediaError(POST_MESSAGES.tooManyFiles);
    if (error.code === 'LIMIT_UNEXPECTED_FILE') {
      const msg = POST_MESSAGES.unknownFileField;
      return validationError([{ path: error.field ?? 'media', msg }], msg);
    }
    return mediaError(POST_MESSAGES.mediaType);
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
