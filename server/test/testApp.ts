import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import supertest from 'supertest';
import { startSmtpReceiver, type SmtpReceiver } from '../../testing/smtpReceiver.js';
import { createApp } from '../src/app.js';
import type { AppContext } from '../src/context.js';
import { closeContext, createContext } from '../src/createContext.js';
import { loadEnv } from '../src/env.js';
import { createLogger, type Logger } from '../src/logger.js';
import { createTestDatabaseUrl } from '../../testing/testDatabase.js';

export interface TestApp {
  ctx: AppContext;
  app: Express;
  request: ReturnType<typeof supertest>;
  mail: SmtpReceiver;
  dataDir: string;
  /** A second app on the same database with other settings (e.g. tight rate limits). */
  variant(env: Record<string, string>): Express;
  close(): Promise<void>;
}

/**
 * A real app for API tests: its own data folder, its own database (SQLite, or MySQL when
 * DATABASE_URL says so), and a real SMTP receiver for the mails it sends.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flock-api-'));
  const database = await createTestDatabaseUrl(dataDir);
  const mail = await startSmtpReceiver();
  const baseEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SMTP_URL: mail.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PASSWORD_HASH_MEMORY_KIB: '4096',
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
    CLIENT_DIST: path.join(dataDir, 'no-client'),
    ...env,
  };
  const parsedEnv = loadEnv(baseEnv);
  const logger = options.logger ?? createLogger(parsedEnv);
  const ctx = await createContext(parsedEnv, logger);
  const app = createApp(ctx);
  return {
    ctx,
    app,
    request: supertest(app),
    mail,
    dataDir,
    variant: (overrides) => createApp({ ...ctx, env: loadEnv({ ...baseEnv, ...overrides }) }),
    async close() {
      await closeContext(ctx);
      await mail.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
