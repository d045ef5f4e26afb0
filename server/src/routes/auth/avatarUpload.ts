import type { RequestHandler } from 'express';
import multer from 'multer';
import { AVATAR_MAX_BYTES, AVATAR_REQUIRED_FIELD_MESSAGE } from '@flock/shared';
import { AppError } from '../../errors.js';
import { multipartBody } from '../../middlewares/multipartBody.js';

export const AVATAR_FIELD = 'profilePicture';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 },
}).single(AVATAR_FIELD);

const missingAvatar = () =>
  new AppError('validation_failed', { errors: [{ path: AVATAR_FIELD, msg: AVATAR_REQUIRED_FIELD_MESSAGE }] });

const parse = multipartBody(upload, (error) =>
  error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE'
    ? new AppError('image_too_large')
    : missingAvatar(),
);

/** Reads one image of at most 5 MB from the multipart field `profilePicture` into memory. */
export const avatarUpload: RequestHandler = (req, res, next) => {
  parse(req, res, (error?: unknown) => {
    if (error) return next(error);
    if (!req.file) return next(missingAvatar());
    next();
  });
};
