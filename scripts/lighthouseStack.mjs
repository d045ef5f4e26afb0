// The server the Lighthouse scripts audit: the production build on a free port with a throw-away data
// directory (embedded SQLite, no Redis), and the signed-up member with ten posts with images
// (scripts/lighthouseMember.mjs). Used by `npm run lighthouse` and `npm run lighthouse:trace`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLighthouseMember } from './lighthouseMember.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
}

/** @param {string} url */
async function waitForHealth(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * @typedef {object} LighthouseStack
 * @property {string} baseUrl
 * @property {{ email: string, password: string }} member
 * @property {() => Promise<void>} stop Stops the server and removes its data directory.
 */

/**
 * Starts the server on `clientDist` and makes the member.
 * @param {string} clientDist
 * @returns {Promise<LighthouseStack>}
 */
export async function startLighthouseStack(clientDist) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-lighthouse-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CLIENT_DIST: clientDist,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/health`);
    const member = await createLighthouseMember(baseUrl, dataDir);
    return { baseUrl, member, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
