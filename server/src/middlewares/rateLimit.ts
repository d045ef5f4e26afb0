import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { ErrorCode } from '@flock/shared';
import type { Env } from '../env.js';
import { AppError } from '../errors.js';

interface LimitOptions {
  /** Unique per limited action, e.g. `login`; counters of different actions never mix. */
  name: string;
  /** The 429 the member sees (`too_many_auth_attempts` on login, `too_many_requests` elsewhere). */
  code: ErrorCode;
}

type LimitSettings = Pick<
  Env,
  'RATE_LIMIT_WINDOW_MS' | 'RATE_LIMIT_AUTH_PER_IP' | 'RATE_LIMIT_AUTH_PER_EMAIL' | 'REDIS_KEY_PREFIX'
>;

/**
 * Limits for the sign-in family of routes: one counter per client address and one per email in the
 * body. Counts live in Redis when REDIS_URL is set (shared by every server process, under
 * REDIS_KEY_PREFIX like every Flock key), else in memory.
 */
export function createAuthRateLimits(settings: LimitSettings, redis?: Redis) {
  const store = (prefix: string): Store | undefined =>
    redis
      ? new RedisStore({
          prefix: `${settings.REDIS_KEY_PREFIX}:${prefix}`,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<RedisReply>,
        })
      : undefined;

  return function limit({ name, code }: LimitOptions): RequestHandler[] {
    const common = {
      windowMs: settings.RATE_LIMIT_WINDOW_MS,
      standardHeaders: 'draft-8' as const,
      legacyHeaders: false,
      handler: () => {
        throw new AppError(code);
      },
    };
    const perAddress = rateLimit({
      ...common,
      limit: settings.RATE_LIMIT_AUTH_PER_IP,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
      store: store(`rl:${name}:ip:`),
    });
    const perEmail = rateLimit({
      ...common,
      limit: settings.RATE_LIMIT_AUTH_PER_EMAIL,
      keyGenerator: (req) => emailOf(req.body, req.params) ?? '',
      skip: (req) => emailOf(req.body, req.params) === undefined,
      store: store(`rl:${name}:email:`),
    });
    return [perAddress, perEmail];
  };
}

export type AuthRateLimit = ReturnType<typeof createAuthRateLimits>;

function emailOf(body: unknown, params: Record<string, string | string[] | undefined>): string | undefined {
  const fromBody = (body as { email?: unknown } | undefined)?.email;
  const raw =
    typeof fromBody === 'string' ? fromBody : typeof params.email === 'string' ? params.email : undefined;
  const email = raw?.trim().toLowerCase();
  return email ? email : undefined;
}
