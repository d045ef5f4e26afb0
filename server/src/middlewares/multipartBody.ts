import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors.js';
import { assertReadableBody } from './readableInput.js';

/**
 * The routes under /api that read multipart bodies, and the one way they read them. Every other
 * route refuses a multipart body (415), so no keyed multipart write can run without its
 * Idempotency-Key claimed: the claim needs the parts, which only `multipartBody` reads.
 */
export const MULTIPART_ROUTES: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/posts' },
  { method: 'PUT', path: '/auth/profile-image' },
  { method: 'POST', path: '/media' },
];

/** Mounted on /api before the routers: 415 for a multipart body sent where none is read. */
export const multipartOnlyWhereRead: RequestHandler = (req, _res, next) => {
  if (!req.is('multipart/form-data')) return next();
  const path = withoutTrailingSlashes(req.path).toLowerCase();
  const read = MULTIPART_ROUTES.some((route) => route.method === req.method && route.path === path);
  next(read ? undefined : new AppError('unsupported_media_type'));
};

/**
 * Reads a multipart body: `upload` (a multer handler) parses it, `mapError` turns a parser failure
 * into the route's answer, then the text fields get the checks every JSON body gets, and a keyed
 * request claims its Idempotency-Key with a fingerprint of the fields and the files' SHA-256 (or is
 * answered from the store). Multer reads bodies as they are, so a compressed one is refused (415).
 */
export function multipartBody(upload: RequestHandler, mapError: (error: unknown) => unknown): RequestHandler {
  return (req, res, next) => {
    if (!isIdentityEncoded(req)) return next(new AppError('unsupported_media_type'));
    upload(req, res, (error?: unknown) => {
      if (error) return next(mapError(error));
      afterUpload(req)
        .then((proceed) => {
          if (proceed) next();
          else void removeUploadedFiles(req);
        })
        .catch((refusal: unknown) => {
          removeUploadedFiles(req).finally(() => next(refusal));
        });
    });
  };
}

/** False when the request was answered from the idempotency store. */
async function afterUpload(req: Request): Promise<boolean> {
  assertReadableBody(req.body);
  if (!req.claimIdempotency) return true;
  const fields = Object.entries((req.body ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const files = await Promise.all(
    uploadedFiles(req).map(async (file) => ({
      field: file.fieldname,
      size: file.size,
      sha256: await digestOf(file),
    })),
  );
  return req.claimIdempotency({ fields, files });
}

function uploadedFiles(req: Request): Express.Multer.File[] {
  const files = Array.isArray(req.files) ? [...req.files] : Object.values(req.files ?? {}).flat();
  if (req.file) files.push(req.file);
  return files;
}

function digestOf(file: Express.Multer.File): Promise<string> {
  const hash = crypto.createHash('sha256');
  if (file.buffer) return Promise.resolve(hash.update(file.buffer).digest('hex'));
  return new Promise((resolve, reject) => {
    fs.createReadStream(file.path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** Files multer wrote to disk for a request the route will never see. */
async function removeUploadedFiles(req: Request): Promise<void> {
  await Promise.all(
    uploadedFiles(req)
      .filter((file) => file.path)
      .map((file) => fs.promises.rm(file.path, { force: true }).catch(() => undefined)),
  );
}

function isIdentityEncoded(req: Request): boolean {
  const encoding = req.get('content-encoding')?.trim().toLowerCase();
  return encoding === undefined || encoding === '' || encoding === 'identity';
}

function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}
