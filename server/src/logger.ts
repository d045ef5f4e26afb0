import { pino, type Logger } from 'pino';
import type { Env } from './env.js';

/** Paths pino blanks out wherever they appear, so secrets never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  'otp',
  'code',
  '*.password',
  '*.token',
  '*.otp',
  '*.code',
  '*.jwtSecret',
  'req.headers["x-razorpay-signature"]',
  '*.keySecret',
  '*.key_secret',
  '*.webhookSecret',
];

export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'isProduction'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: undefined,
  });
}

export type { Logger };
