import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealth } from '../../testing/serverHealth.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  baseUrl: string;
  /** What the process wrote so far, for a failing test's message. */
  output(): string;
  /** The process id, for a test that checks what a dead process leaves behind. */
  pid: number;
  /** Kills it with `signal` (SIGKILL: no shutdown code runs) and resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/** `node --import tsx server/src/index.ts` as its own process, answering GET /health. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SERVICES', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) {
    delete childEnv[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...childEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_MEMORY_KIB: '4096',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const output = () => fs.readFileSync(logFile, 'utf8');

  try {
    await waitForHealth(baseUrl, exited, options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`, { cause: error });
  }

  let logOpen = true;
  const closeLog = () => {
    if (logOpen) fs.closeSync(log);
    logOpen = false;
  };
  return {
    baseUrl,
    output,
    pid: child.pid!,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      closeLog();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      closeLog();
    },
  };
}
