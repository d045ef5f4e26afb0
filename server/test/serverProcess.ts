import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForHealth } from '../../testing/serverHealth.js';

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

/** The message the server logs (at info) once its HTTP server listens, with its address. */
const LISTENING_MESSAGE = 'Flock is listening';

/** A log line as pino wrote it, or null while it is still being written. */
function parsedLine(line: string): { msg?: string; url?: string } | null {
  try {
    return JSON.parse(line) as { msg?: string; url?: string };
  } catch {
    return null;
  }
}

/**
 * The port the process listens on, read from its log. It binds port 0 (the system picks a free one):
 * a port chosen here and handed over could be taken in between by any other socket of a busy test run,
 * and then another test's server would answer this one's health check.
 */
async function listeningPort(
  output: () => string,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<number> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of output().split('\n')) {
      if (!line.includes(LISTENING_MESSAGE)) continue;
      const entry = parsedLine(line);
      if (entry?.msg === LISTENING_MESSAGE && entry.url) return Number(new URL(entry.url).port);
    }
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode} before it listened`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not listen within ${timeoutMs / 1000} s`);
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
  // A restart on the same directory appends to the same log: this process's lines start here.
  const startsAt = fs.fstatSync(log).size;
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
      PORT: '0',
      DATA_DIR: dataDir,
      // Info, for the listening message with the port.
      LOG_LEVEL: 'info',
      PASSWORD_HASH_MEMORY_KIB: '4096',
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const output = () => fs.readFileSync(logFile, 'utf8');

  let baseUrl: string;
  try {
    const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    const ownOutput = () => fs.readFileSync(logFile).subarray(startsAt).toString('utf8');
    baseUrl = `http://127.0.0.1:${await listeningPort(ownOutput, exited, startTimeoutMs)}`;
    await waitForHealth(baseUrl, exited, startTimeoutMs);
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
