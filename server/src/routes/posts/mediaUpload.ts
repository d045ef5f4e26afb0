import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import {
  BASIC_MEDIA_LIMITS,
  MEDIA_FILE_FIELDS,
  mediaLimitsFor,
  POST_MESSAGES,
  PREMIUM_MEDIA_LIMITS,
  type MediaLimits,
} from '@flock/shared';
import { newId } from '../../db/ids.js';
import { validationError } from '../../errors.js';
import { multipartBody } from '../../middlewares/multipartBody.js';
import { mediaError, type UploadedFile } from '../../services/media/storePostMedia.js';

const FIELD_LIMITS = { fields: 40, fieldSize: 64 * 1024, parts: 60 };
const FILE_FIELDS: ReadonlySet<string> = new Set(MEDIA_FILE_FIELDS);

/**
 * Reads a multipart post: text fields into req.body, files of the fields in MEDIA_FILE_FIELDS onto disk
 * under DATA_DIR/tmp (a 100 MB video never sits in memory), in the order they were sent. A file in any
 * other field refuses the request, naming the accepted fields. The number and size of files stop at
 * the author's own limits (basic or premium) while reading. JSON requests pass straight through.
 */
export function mediaUpload(dataDir: string): RequestHandler {
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const basic = uploader(tmpDir, BASIC_MEDIA_LIMITS);
  const premium = uploader(tmpDir, PREMIUM_MEDIA_LIMITS);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const limits = mediaLimitsFor(req.user ?? {});
    (limits === PREMIUM_MEDIA_LIMITS ? premium : basic)(req, res, next);
  };
}

function uploader(tmpDir: string, limits: MediaLimits): RequestHandler {
  const upload = multer({
    storage: multer.diskStorage({
      destination: tmpDir,
      filename: (_req, _file, done) => done(null, `upload-${newId()}`),
    }),
    limits: {
      ...FIELD_LIMITS,
      files: limits.maxFiles,
      fileSize: Math.max(limits.imageMaxBytes, limits.videoMaxBytes),
    },
    fileFilter: (_req, file, done) => {
      if (FILE_FIELDS.has(file.fieldname)) done(null, true);
      else done(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
    },
  }).any();

  return multipartBody(upload, (error) => {
    if (!(error instanceof multer.MulterError)) return mediaError(POST_MESSAGES.mediaType);
    if (error.code === 'LIMIT_FILE_SIZE') return mediaError(largestFileMessage(limits));
    if (error.code === 'LIMIT_FILE_COUNT') return mediaError(limits.messages.tooManyFiles);
    if (error.code === 'LIMIT_UNEXPECTED_FILE') {
      const msg = POST_MESSAGES.unknownFileField;
      return validationError([{ path: error.field ?? 'media', msg }], msg);
    }
    return mediaError(POST_MESSAGES.mediaType);
  });
}

/** A file over the largest size any kind may have: the message of that kind. */
const largestFileMessage = (limits: MediaLimits) =>
  limits.videoMaxBytes >= limits.imageMaxBytes
    ? limits.messages.videoTooLarge
    : limits.messages.imageTooLarge;

export function uploadedFiles(req: Request): UploadedFile[] {
  const files = Array.isArray(req.files) ? req.files : [];
  return files.map((file) => ({ path: file.path, size: file.size }));
}
