import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from '../../../testing/serverHealth.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../../testing/smtpReceiver.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** The production build under test; E2E_CLIENT_DIST points elsewhere (e.g. a build of one's own in /tmp). */
export const CLIENT_DIST = process.env.E2E_CLIENT_DIST ?? path.join(REPO_ROOT, 'client', 'dist');

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface StackOptions {
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Serve this build instead of client/dist (e.g. a copy a test changes). */
  clientDist?: string;
  /** A database for the server; by default it gets a fresh SQLite file in its data directory. */
  databaseUrl?: string;
}

export interface Stack {
  baseUrl: string;
  /** A real SMTP server the app sends its mail to. */
  mail: SmtpReceiver;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server as a child process, with its own data directory, port and mail receiver. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const mail = await startSmtpReceiver();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  delete env.REDIS_URL;
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'warn',
    CLIENT_DIST: options.clientDist ?? CLIENT_DIST,
    PUBLIC_URL: baseUrl,
    ...options.env,
  });

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

  const cleanUp = async () => {
    await mail.close();
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, exited, START_TIMEOUT_MS);
  } catch (error) {
    server.kill('SIGKILL');
    await exited;
    const output = fs.readFileSync(logFile, 'utf8');
    await cleanUp();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }

  return {
    baseUrl,
    mail,
    dataDir,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      await cleanUp();
    },
  };
}
