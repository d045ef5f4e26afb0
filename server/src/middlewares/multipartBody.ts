import fs from 'node:fs/promises';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors.js';
import { assertReadableBody } from './readableInput.js';

/**
 * The one way a route reads a multipart body: `upload` (a multer handler) parses it, `mapError`
 * turns a parser failure into the route's answer, then the text fields get the checks every JSON
 * body gets before any route code runs. Multer reads bodies as they are, so a compressed multipart
 * body is refused (415) instead of being parsed as garbage.
 */
export function multipartBody(upload: RequestHandler, mapError: (error: unknown) => unknown): RequestHandler {
  return (req, res, next) => {
    if (!isIdentityEncoded(req)) return next(new AppError('unsupported_media_type'));
    upload(req, res, (error?: unknown) => {
      if (error) return next(mapError(error));
      try {
        assertReadableBody(req.body);
      } catch (refusal) {
        removeUploadedFiles(req).finally(() => next(refusal));
        return;
      }
      next();
    });
  };
}

/** Files multer wrote to disk for a request the route will never see. */
async function removeUploadedFiles(req: Request): Promise<void> {
  const files = Array.isArray(req.files) ? req.files : Object.values(req.files ?? {}).flat();
  if (req.file) files.push(req.file);
  await Promise.all(
    files.filter((file) => file.path).map((file) => fs.rm(file.path, { force: true }).catch(() => undefined)),
  );
}

function isIdentityEncoded(req: Request): boolean {
  const encoding = req.get('content-encoding')?.trim().toLowerCase();
  return encoding === undefined || encoding === '' || encoding === 'identity';
}
