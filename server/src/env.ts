import path from 'node:path';
import { z } from 'zod';

export const SERVICE_NAMES = ['web', 'realtime', 'worker'] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** `scheme://host[:port]` and nothing more, http or https; returns the browser's spelling of it, or null. */
export function asOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare =
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !value.endsWith('?');
  return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

/** An http(s) URL without query or fragment, without its trailing slash; or null. */
function asBaseUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.search || url.hash || url.username || url.password) return null;
  let base = `${url.origin}${url.pathname}`;
  while (base.endsWith('/')) base = base.slice(0, -1);
  return base;
}

const ORIGIN_LIST_MESSAGE =
  'CORS_ORIGINS must be a comma-separated list of origins such as https://app.example.com (scheme, host and port only)';

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine(
    (url) => url === undefined || /^(mysql|mariadb|sqlite):/.test(url),
    'DATABASE_URL must start with mysql://, mariadb:// or sqlite:',
  ),
  SMTP_URL: optionalText.refine(
    (url) => url === undefined || /^smtps?:\/\//.test(url),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  MAIL_FROM: z.string().default('Flock <no-reply@flock.local>'),
  REDIS_URL: optionalText.refine(
    (url) => url === undefined || /^rediss?:\/\//.test(url),
    'REDIS_URL must start with redis://',
  ),
  /** Prefix of every Redis key and channel this deployment uses (socket fan-out), so several can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('flock'),
  PUBLIC_URL: optionalText,
  JWT_SECRET: optionalText.refine(
    (s) => s === undefined || s.length >= 32,
    'JWT_SECRET must be 32+ characters',
  ),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVICES: z
    .string()
    .default('web,realtime,worker')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(SERVICE_NAMES, { error: 'SERVICES may only list web, realtime and worker' }))
        .min(1, 'SERVICES must name at least one of web, realtime, worker'),
    )
    .transform((names) => new Set(names)),
  CLIENT_DIST: optionalText,
  /**
   * Origins whose pages may call the API (CORS) and the sockets, and embed the media. Empty: the app's
   * own origin only. Never `*`: every origin is named.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .superRefine((list, issues) => {
      for (const entry of list.filter((item) => asOrigin(item) === null)) {
        issues.addIssue({ code: 'custom', message: `${ORIGIN_LIST_MESSAGE}; not an origin: ${entry}` });
      }
    })
    .transform((list) => [...new Set(list.map((entry) => asOrigin(entry) as string))]),
  /** Express's `trust proxy`: true/false, a hop count, or addresses and subnets (e.g. `loopback, 10.0.0.0/8`). */
  TRUST_PROXY: optionalText.transform((value) => {
    if (value === undefined) return undefined;
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  }),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60 * 1000),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().positive().default(10),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  /** Web Push (VAPID) keys, base64url; generated once into DATA_DIR/secrets.json when both are unset. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z
    .string()
    .trim()
    .default('mailto:admin@localhost')
    .refine((s) => /^(mailto:|https:\/\/)/.test(s), 'VAPID_SUBJECT must be a mailto: or https:// URL'),
  /** How often a worker looks for due jobs, in milliseconds. */
  AGENDA_PROCESS_EVERY_MS: z.coerce.number().int().positive().default(5000),
  /** A job locked longer than this is taken as abandoned by a dead worker and run again, in milliseconds. */
  JOB_LOCK_LIFETIME_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 1000),
  /** Razorpay API keys; without them nothing can be bought and the Subscription page says so. */
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  /** Signs the webhooks Razorpay sends to POST /api/subscription/webhook. */
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** A monthly plan made in the Razorpay dashboard; without it one is created through the API once. */
  RAZORPAY_PLAN_ID: optionalText,
  /** The API's origin; the SDK's /v1/... paths go under it. Tests point it at a local stand-in. */
  RAZORPAY_API_URL: z
    .string()
    .trim()
    .default('https://api.razorpay.com')
    .refine(
      (url) => asBaseUrl(url) !== null,
      'RAZORPAY_API_URL must be an http(s) URL such as https://api.razorpay.com',
    )
    .transform((url) => asBaseUrl(url) as string),
  /** Where requests from the /support form are mailed. */
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .default('support@flock.local')
    .refine((email) => /^[^\s@]+@[^\s@]+$/.test(email), 'SUPPORT_EMAIL must be an email address'),
});

/** Rules across fields. */
const EnvSchema = EnvFields.superRefine((values, issues) => {
  if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
    issues.addIssue({
      code: 'custom',
      path: [values.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    });
  }
  if ((values.RAZORPAY_KEY_ID === undefined) !== (values.RAZORPAY_KEY_SECRET === undefined)) {
    issues.addIssue({
      code: 'custom',
      path: [values.RAZORPAY_KEY_ID === undefined ? 'RAZORPAY_KEY_ID' : 'RAZORPAY_KEY_SECRET'],
      message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    });
  }
});

export type Env = z.output<typeof EnvSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** The database URL actually used (SQLite in DATA_DIR unless DATABASE_URL is set). */
  databaseUrl: string;
  /** Where links in mail point to. */
  publicUrl: string;
  /** Prefix of media URLs in answers: PUBLIC_URL when other origins may call the API, else '' (relative). */
  mediaBaseUrl: string;
  isProduction: boolean;
};

/** Validates the environment once, at boot; a bad value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'flock.sqlite')}`,
    publicUrl,
    mediaBaseUrl: values.CORS_ORIGINS.length > 0 ? publicUrl : '',
    isProduction: values.NODE_ENV === 'production',
  };
}
