import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Razorpay's checkout: its script, the frames it opens and what it loads (Razorpay's published CSP list). */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: 'https://lumberjack.razorpay.com',
  images: 'https://cdn.razorpay.com',
};

/**
 * helmet with a CSP that fits the PWA: same-origin scripts, sockets, workers; images from uploads and
 * blobs; and Razorpay's checkout, which the Subscription page loads when a member pays.
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY.script],
        frameSrc: RAZORPAY.frames,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', RAZORPAY.images],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', RAZORPAY.connect],
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
