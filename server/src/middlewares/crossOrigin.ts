import type { RequestHandler } from 'express';
import cors, { type CorsOptions } from 'cors';
import { IDEMPOTENCY_HEADER } from '@flock/shared';

/** Request headers a page on another origin may send: the bearer token, the idempotency key, JSON. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', IDEMPOTENCY_HEADER];
/** Response headers such a page may read. */
const EXPOSED_HEADERS = ['Idempotent-Replayed', 'RateLimit', 'RateLimit-Policy', 'Retry-After'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The `cors` settings for these origins; socket.io takes the same. */
export function corsOptions(origins: readonly string[]): CorsOptions {
  const allowed = new Set(origins);
  return {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  };
}

/**
 * CORS for the origins in CORS_ORIGINS: preflights are answered (204) and answers carry
 * `Access-Control-Allow-Origin: <that origin>`. Any other origin gets no CORS header at all, so the
 * browser keeps its page out. No credentials: the session travels as a bearer token, never a cookie.
 * With no origins listed this is a no-op (same origin only).
 */
export function crossOrigin(origins: readonly string[]): RequestHandler {
  if (origins.length === 0) return (_req, _res, next) => next();
  const handler = cors(corsOptions(origins));
  return (req, res, next) => {
    // The answer depends on the Origin header, listed or not: shared caches must keep them apart.
    res.vary('Origin');
    handler(req, res, next);
  };
}
