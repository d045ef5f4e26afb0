// The server the Lighthouse scripts audit: the production build on a free port with a throw-away data
// directory (embedded SQLite, no Redis), and the signed-up member with ten posts with images
// (scripts/lighthouseMember.mjs). Used by `npm run lighthouse` and `npm run lighthouse:trace`, which run
// under tsx for the tests' own port and health helpers (testing/serverHealth.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from '../testing/serverHealth.js';
import { createLighthouseMember } from './lighthouseMember.mjs';

const root = path.resolve(import.meta.dirname, '..');

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
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, exited);
    const member = await createLighthouseMember(baseUrl, dataDir);
    return { baseUrl, member, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
