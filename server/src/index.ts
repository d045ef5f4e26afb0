import http from 'node:http';
import express from 'express';
import { createApp } from './app.js';
import type { AppContext } from './context.js';
import { closeContext, createContext } from './createContext.js';
import { loadEnv } from './env.js';
import { createLogger } from './logger.js';
import { attachSockets } from './realtime/attachSockets.js';
import { healthRoute } from './routes/health.js';

/**
 * Boots Flock: validates the environment, opens and migrates the database, then starts the
 * services named in SERVICES (all three in this one process by default):
 * - web: the HTTP API and the PWA;
 * - realtime: socket.io on the same HTTP server (alone, it serves only sockets and /health);
 * - worker: the Agenda job runner. A process without it only enqueues jobs.
 */
const env = loadEnv();
const logger = createLogger(env);
const ctx = await createContext(env, logger);
const services = env.SERVICES;
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** A realtime-only process answers load-balancer health checks and nothing else over HTTP. */
function createProbeApp(context: AppContext) {
  const probe = express();
  probe.disable('x-powered-by');
  probe.get('/health', healthRoute(context.db));
  return probe;
}

let server: http.Server | undefined;
if (services.has('web') || services.has('realtime')) {
  const httpServer = http.createServer(services.has('web') ? createApp(ctx) : createProbeApp(ctx));
  if (services.has('realtime')) attachSockets(ctx, httpServer);
  httpServer.listen(env.PORT, env.HOST, () => {
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info(
      { url: `http://localhost:${port}`, database: ctx.db.dialect, services: [...services] },
      'Flock is listening',
    );
  });
  server = httpServer;
}

if (services.has('worker')) {
  await ctx.jobs.start();
  logger.info({ database: ctx.db.dialect, services: [...services] }, 'job worker started');
}

function closeHttp(httpServer: http.Server): Promise<void> {
  return new Promise((resolve) => {
    const forceExit = setTimeout(() => {
      logger.warn('connections still open after 10 s; closing them');
      httpServer.closeAllConnections();
    }, 10_000);
    forceExit.unref();
    httpServer.close(() => resolve());
    httpServer.closeIdleConnections();
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  try {
    const httpClosed = server ? closeHttp(server) : Promise.resolve();
    // Sockets hold their connections open, so they go first; then running jobs get to finish.
    await ctx.realtime.close();
    await Promise.all([httpClosed, ctx.jobs.stop()]);
    await closeContext(ctx);
  } catch (err) {
    logger.error({ err }, 'error while closing');
  }
  logger.info('stopped');
  process.exit(0);
}
