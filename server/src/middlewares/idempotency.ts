import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { IDEMPOTENCY_HEADER } from '@flock/shared';
import { AppError } from '../errors.js';
import type { IdempotencyStore } from '../sync/idempotencyStore.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_SHAPE = /^[A-Za-z0-9._:-]{8,255}$/;

/**
 * DESIGN.md section 3: a write carrying `Idempotency-Key` is done once per (member, key); a repeat
 * gets the stored response with `Idempotent-Replayed: true`. 5xx answers are not stored, so the
 * client's retry does the work again. Mounted once for all of /api.
 *
 * `authenticate` runs before the store is asked anything: a request with a token is answered from
 * the store only while that token names a live session (never after logout or account deletion);
 * it resolves to the member's id, or null for a request without a token (scope `anonymous`).
 */
export function idempotency(
  store: IdempotencyStore,
  authenticate: (req: Request) => Promise<string | null>,
): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (!key || !MUTATING.has(req.method)) return next();
    if (!KEY_SHAPE.test(key)) {
      throw new AppError('validation_failed', {
        errors: [
          { path: IDEMPOTENCY_HEADER, msg: 'Idempotency-Key must be 8 to 255 letters, digits or ._:-' },
        ],
      });
    }
    const memberId = await authenticate(req);
    const scope = memberId ? `user:${memberId}` : 'anonymous';
    const claim = (fingerprint: string) => claimOrAnswer(store, req, res, scope, key, fingerprint);
    if (req.is('multipart/form-data')) {
      // The parts are not read yet: the route's multipart parser claims once it has them (multipartBody).
      req.claimIdempotency = (parts) => claim(fingerprint(req.method, req.originalUrl, parts));
      return next();
    }
    const body: unknown = req.is('application/json') ? req.body : null;
    if (await claim(fingerprint(req.method, req.originalUrl, body))) next();
  };
}

/**
 * Claims (scope, key) for this request, or answers it: the stored response for a repeat (false is
 * returned), 409 for a key in use by another request or still running. A claimed request's answer is
 * stored before it is sent, so a retry that races the response is replayed too.
 */
async function claimOrAnswer(
  store: IdempotencyStore,
  req: Request,
  res: Response,
  scope: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const claim = await store.claim(scope, key, requestHash);
  if (claim.kind === 'mismatch') throw new AppError('idempotency_key_reused');
  if (claim.kind === 'in_progress') throw new AppError('idempotency_in_progress');
  if (claim.kind === 'replay') {
    res.setHeader('Idempotent-Replayed', 'true');
    res.status(claim.status).json(claim.body);
    return false;
  }

  let stored = false;
  const json = res.json.bind(res);
  res.json = (payload: unknown) => {
    stored = true;
    const work =
      res.statusCode < 500
        ? store.complete(claim.recordId, res.statusCode, payload)
        : store.release(claim.recordId);
    work
      .catch((error: unknown) => req.log?.error({ err: error }, 'idempotency record update failed'))
      .finally(() => json(payload));
    return res;
  };
  res.on('close', () => {
    if (!stored) store.release(claim.recordId).catch(() => undefined);
  });
  return true;
}

/** What makes two requests the same: method, URL and body (for multipart, its fields and file digests). */
function fingerprint(method: string, url: string, body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(`${method} ${url}\n${body === null || body === undefined ? '' : JSON.stringify(body)}`)
    .digest('hex');
}
