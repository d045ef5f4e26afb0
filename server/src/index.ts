import http from 'node:http';
import { createApp } from './app.js';
import { closeContext, createContext } from './createContext.js';
import { loadEnv } from './env.js';
import { createLogger } from './logger.js';
import { createIdempotencyStore } from './sync/idempotencyStore.js';

/**
 * Boots Flock: validates the environment, opens and migrates the database, then starts the
 * services named in SERVICES (web, realtime, worker; all three in this one process by default).
 */
const env = loadEnv();
const logger = createLogger(env);
const ctx = await createContext(env, logger);

const server = http.createServer(createApp(ctx));
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ url: `http://localhost:${port}`, database: ctx.db.dialect }, 'Flock is listening');
});

const idempotencyStore = createIdempotencyStore(ctx.db.models);
const purgeTimer = setInterval(
  () =>
    idempotencyStore
      .purgeExpired()
      .catch((err: unknown) => logger.error({ err }, 'idempotency purge failed')),
  60 * 60 * 1000,
);
purgeTimer.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  clearInterval(purgeTimer);
  const forceExit = setTimeout(() => {
    logger.warn('connections still open after 10 s; closing them');
    server.closeAllConnections();
  }, 10_000);
  forceExit.unref();
  server.close(async () => {
    await closeContext(ctx).catch((err: unknown) => logger.error({ err }, 'error while closing'));
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
