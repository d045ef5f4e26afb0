import type { Redis } from 'ioredis';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import type { JobRunner } from './jobs/createJobRunner.js';
import type { Logger } from './logger.js';
import type { SessionMemberValues } from './queries/sessionMember.js';
import type { RealtimeHub } from './realtime/createRealtimeHub.js';
import type { TokenService } from './services/authTokens.js';
import type { Mailer } from './services/mail/mailer.js';
import type { MediaStorage } from './services/mediaStorage.js';
import type { PasswordHasher } from './services/passwords.js';
import type { PaymentGateway } from './services/payments/paymentGateway.js';
import type { PushService } from './services/push/pushService.js';
import type { Secrets } from './services/secrets.js';
import type { SessionCache } from './services/sessionCache.js';

/** Everything a route or command may use, built once at boot (or per test file). */
export interface AppContext {
  env: Env;
  logger: Logger;
  db: Database;
  secrets: Secrets;
  tokens: TokenService;
  passwords: PasswordHasher;
  mailer: Mailer;
  media: MediaStorage;
  /** Present when REDIS_URL is set: rate limits and socket fan-out use it. */
  redis?: Redis;
  /** Sessions checked in the last few seconds (see services/sessionCache.ts). */
  sessionCache: SessionCache<SessionMemberValues>;
  /** Emits socket events to members, from any process. */
  realtime: RealtimeHub;
  /** Schedules background work; the worker service runs it. */
  jobs: JobRunner;
  push: PushService;
  /** Razorpay, or null when no keys are set: nothing can be bought, the rest of the app works. */
  payments: PaymentGateway | null;
}
