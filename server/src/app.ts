import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { AppContext } from './context.js';
import { AppError } from './errors.js';
import { errorHandler } from './middlewares/errorHandler.js';
import { requestLogger } from './middlewares/requestLogger.js';
import { securityHeaders } from './middlewares/securityHeaders.js';
import { healthRoute } from './routes/health.js';
import { apiRouter } from './routes/index.js';
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

  app.get('/health', healthRoute(ctx.db));
  app.use(
    '/media',
    express.static(ctx.media.root, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny' }),
    () => {
      throw new AppError('not_found');
    },
  );
  app.use('/api', apiRouter(ctx));
  app.use(clientApp(ctx.env.CLIENT_DIST ?? DEFAULT_CLIENT_DIST));
  app.use(errorHandler(ctx.logger));
  return app;
}
