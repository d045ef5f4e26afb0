import os from 'node:os';
import { Redis } from 'ioredis';
import type { AppContext } from './context.js';
import { openDatabase } from './db/database.js';
import type { Env } from './env.js';
import { createJobRunner } from './jobs/createJobRunner.js';
import type { Logger } from './logger.js';
import type { SessionMemberValues } from './queries/sessionMember.js';
import { createRealtimeHub } from './realtime/createRealtimeHub.js';
import { createTokenService } from './services/authTokens.js';
import { createMailer } from './services/mail/mailer.js';
import { createDiskMediaStorage } from './services/mediaStorage.js';
import { createPasswordHasher } from './services/passwords.js';
import { createRazorpayGateway } from './services/payments/razorpayGateway.js';
import { createPushService } from './services/push/pushService.js';
import { forgetChangedSessions } from './services/forgetChangedSessions.js';
import { loadSecrets } from './services/secrets.js';
import { createSessionCache } from './services/sessionCache.js';

/** Wires the real services together from a validated environment. */
export async function createContext(env: Env, logger: Logger): Promise<AppContext> {
  const secrets = loadSecrets(env);
  const db = await openDatabase(env.databaseUrl, logger);
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const sessionCache = createSessionCache<SessionMemberValues>();
  forgetChangedSessions(db.models, sessionCache);
  const ctx: AppContext = {
    env,
    logger,
    db,
    secrets,
    tokens: createTokenService(secrets.jwtSecret, env.JWT_EXPIRES_IN_SECONDS),
    passwords: createPasswordHasher(env.PASSWORD_HASH_MEMORY_KIB),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.dataDir,
      isProduction: env.isProduction,
      logger,
    }),
    media: createDiskMediaStorage(env.dataDir),
    redis,
    sessionCache,
    realtime: createRealtimeHub({
      redis,
      onSessionsEnded: (who) => sessionCache.forget(who),
      keyPrefix: env.REDIS_KEY_PREFIX,
      logger,
      corsOrigins: env.CORS_ORIGINS,
      mediaBaseUrl: env.mediaBaseUrl,
    }),
    jobs: createJobRunner({
      db,
      env,
      logger,
      context: () => ctx,
      name: `${os.hostname()}:${process.pid}`,
    }),
    push: createPushService({ vapid: secrets.vapid, subject: env.VAPID_SUBJECT }),
    payments: createRazorpayGateway(env),
  };
  return ctx;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.realtime.close();
  ctx.mailer.close();
  await ctx.redis?.quit().catch(() => undefined);
  await ctx.db.close();
}
