export type ServiceStatus = { ok: true; url: string } | { ok: false; url: string; reason: string };

export interface ServiceOptions {
  /** Where TEST_REDIS_URL and PATH are read. */
  env?: NodeJS.ProcessEnv;
  /** Where the one-line notice goes when a service is started. */
  notice?: (line: string) => void;
}

export function redisAddress(env?: NodeJS.ProcessEnv): { url: string; host: string; port: number };
export function ensureRedis(options?: ServiceOptions): Promise<ServiceStatus>;
export function ensureMariaDb(options?: ServiceOptions): Promise<ServiceStatus>;
