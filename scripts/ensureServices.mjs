#!/usr/bin/env node
// Makes sure of the services some tests use: Redis (TEST_REDIS_URL, else 127.0.0.1:6379) and MariaDB
// (127.0.0.1:3306). One that does not answer is started when it is local and installed, the way CI does;
// otherwise the answer says why not, so that the tests needing it can say why they were skipped.
// `node scripts/ensureServices.mjs redis mariadb` exits 1 with the reason when one cannot be had.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { onPath } from './ensureBrowser.mjs';

/**
 * @typedef {{ ok: true, url: string } | { ok: false, url: string, reason: string }} ServiceStatus
 * @typedef {{ host: string, port: number }} Address
 */

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Connects to `address`, optionally says `greeting`, and resolves true when the other side answers.
 * @param {Address} address
 * @param {string} [greeting]
 * @returns {Promise<boolean>}
 */
function answers({ host, port }, greeting) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', () => done(true));
    if (greeting) socket.once('connect', () => socket.write(greeting));
  });
}

/**
 * Probes until `probe` says yes or `attempts` probes (a quarter second apart) said no.
 * @param {() => Promise<boolean>} probe
 * @param {number} attempts
 */
async function waitUntil(probe, attempts) {
  for (let i = 0; i < attempts; i += 1) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** @param {NodeJS.ProcessEnv} env */
export function redisAddress(env = process.env) {
  const url = new URL(env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  // Named without its credentials, for messages.
  return {
    url: `${url.protocol}//${url.host}`,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || 6379),
  };
}

/**
 * Runs a command as root: directly when this process is root, else through `sudo -n` (never asks).
 * @param {NodeJS.ProcessEnv} env
 * @param {[string, ...string[]]} command
 */
function asRoot(env, [file, ...args]) {
  const run = (/** @type {string} */ command, /** @type {string[]} */ rest) =>
    spawnSync(command, rest, { env, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  if (process.getuid?.() === 0) return run(file, args);
  const sudo = onPath('sudo', env);
  return sudo !== undefined && run(sudo, ['-n', file, ...args]);
}

/**
 * Redis for the tests: answering already, or started here (local and installed), or the reason why not.
 * @param {{ env?: NodeJS.ProcessEnv, notice?: (line: string) => void }} [options]
 * @returns {Promise<ServiceStatus>}
 */
export async function ensureRedis({ env = process.env, notice = console.log } = {}) {
  const { url, host, port } = redisAddress(env);
  const ping = () => answers({ host, port }, 'PING\r\n');
  if (await ping()) return { ok: true, url };
  const missing = `Redis is not answering at ${url}`;
  if (!LOCAL_HOSTS.has(host)) return { ok: false, url, reason: missing };
  const server = onPath('redis-server', env);
  if (!server) {
    return {
      ok: false,
      url,
      reason: `${missing} and redis-server is not installed (apt-get install -y redis-server)`,
    };
  }
  notice(`${missing}: starting ${server} on port ${port}.`);
  // In memory only, on the loopback addresses, in the background.
  const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', String(port)];
  args.push('--save', '', '--appendonly', 'no', '--dir', os.tmpdir());
  args.push('--logfile', path.join(os.tmpdir(), `flock-redis-${port}.log`));
  const started = spawnSync(server, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (started.status === 0 && (await waitUntil(ping, 120))) return { ok: true, url };
  return { ok: false, url, reason: `${missing} and starting ${server} failed` };
}

/**
 * MariaDB at 127.0.0.1:3306 for the MySQL runs: answering already, or started here, or the reason why not.
 * @param {{ env?: NodeJS.ProcessEnv, notice?: (line: string) => void }} [options]
 * @returns {Promise<ServiceStatus>}
 */
export async function ensureMariaDb({ env = process.env, notice = console.log } = {}) {
  const address = { host: '127.0.0.1', port: 3306 };
  const url = 'mysql://127.0.0.1:3306';
  // The server speaks first: a greeting means it is up.
  const ping = () => answers(address);
  if (await ping()) return { ok: true, url };
  const missing = `MariaDB is not answering at ${url}`;
  const daemon = '/usr/sbin/mariadbd';
  const startStop = onPath('start-stop-daemon', env) ?? '/usr/sbin/start-stop-daemon';
  if (!fs.existsSync(daemon)) {
    return {
      ok: false,
      url,
      reason: `${missing} and it is not installed (apt-get install -y mariadb-server)`,
    };
  }
  notice(`${missing}: starting ${daemon}.`);
  const started = asRoot(env, [startStop, '--start', '--oknodo', '--background', '--exec', daemon]);
  if (started && (await waitUntil(ping, 240))) return { ok: true, url };
  return { ok: false, url, reason: `${missing} and starting ${daemon} (as root) failed` };
}

if (import.meta.filename === process.argv[1]) {
  const wanted = { redis: ensureRedis, mariadb: ensureMariaDb };
  let failed = false;
  for (const name of process.argv.slice(2)) {
    const ensure = wanted[/** @type {keyof typeof wanted} */ (name)];
    if (!ensure) throw new Error(`unknown service ${name}: use ${Object.keys(wanted).join(', ')}`);
    const status = await ensure();
    if (!status.ok) {
      console.error(status.reason);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
