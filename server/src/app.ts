import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { AppContext } from './context.js';
import { AppError } from './errors.js';
import { MEDIA_BASE_URL_SETTING } from './http.js';
import { crossOrigin } from './middlewares/crossOrigin.js';
import { errorHandler } from './middlewares/errorHandler.js';
import { requestLogger } from './middlewares/requestLogger.js';
import { embeddableMedia, securityHeaders } from './middlewares/securityHeaders.js';
import { healthRoute } from './routes/health.js';
import { apiRouter } from './routes/index.js';
import { paymentWebhook, WEBHOOK_PATH } from './routes/subscription/webhook.js';
import { clientApp } from './web/clientApp.js';

export const DEFAULT_CLIENT_DIST = path.resolve(import.meta.dirname, '../../client/dist');

/** Builds the HTTP app without listening; tests import this. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  if (ctx.env.TRUST_PROXY) app.set('trust proxy', ctx.env.TRUST_PROXY);

  app.use(requestLogger(ctx.logger));
  app.use(securityHeaders());
  app.use(compression());

  app.locals[MEDIA_BASE_URL_SETTING] = ctx.env.mediaBaseUrl;
  const otherOrigins = crossOrigin(ctx.env.CORS_ORIGINS);

  app.get('/health', otherOrigins, healthRoute(ctx.db));
  app.use(
    '/media',
    otherOrigins,
    embeddableMedia(ctx.env.CORS_ORIGINS),
    express.static(ctx.media.root, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny' }),
    () => {
      throw new AppError('not_found');
    },
  );
  // Razorpay signs the raw bytes: its webhook is read before /api's JSON parser.
  app.post(WEBHOOK_PATH, ...paymentWebhook(ctx));
  app.use('/api', otherOrigins, apiRouter(ctx));
  app.use(clientApp(ctx.env.CLIENT_DIST ?? DEFAULT_CLIENT_DIST));
  app.use(errorHandler(ctx.logger));
  return app;
}
