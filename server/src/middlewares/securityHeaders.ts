import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** helmet with a CSP that fits the PWA: same-origin scripts, sockets, workers; images from uploads and blobs. */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
  });

/**
 * Uploaded media, embeddable by the pages of CORS_ORIGINS: helmet's `Cross-Origin-Resource-Policy:
 * same-origin` would keep their <img> and <video> empty. Without listed origins nothing changes.
 */
export const embeddableMedia =
  (origins: readonly string[]): RequestHandler =>
  (_req, res, next) => {
    if (origins.length > 0) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
