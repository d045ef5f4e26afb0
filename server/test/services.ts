import type { TestProject } from 'vitest/node';
import { ensureRedis, type ServiceStatus } from '../../scripts/ensureServices.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the Redis at TEST_REDIS_URL (else 127.0.0.1:6379) answers, for `describe.skipIf`. */
    redis: ServiceStatus;
  }
}

const inCi = () => Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/**
 * Global setup of the server tests: makes sure of Redis (starting a local one when it can). Without it the
 * tests that need it are skipped, and the run says so at its start and its end; in CI the run fails instead.
 */
export default async function setup(project: TestProject) {
  const redis = await ensureRedis();
  project.provide('redis', redis);
  if (redis.ok) return;
  if (inCi())
    throw new Error(`${redis.reason}: CI runs every test, so the tests that need Redis cannot be skipped.`);
  const skipped = `SKIPPED: the tests that need Redis (${redis.reason}).`;
  console.warn(skipped);
  return () => console.warn(`\n${skipped}\n`);
}
