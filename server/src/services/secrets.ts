import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.js';

export interface Secrets {
  jwtSecret: string;
}

const SECRETS_FILE = 'secrets.json';

/**
 * Secrets come from the environment when set; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so `NODE_ENV=production npm start` works with nothing set.
 */
export function loadSecrets(env: Pick<Env, 'dataDir' | 'JWT_SECRET'>): Secrets {
  const file = path.join(env.dataDir, SECRETS_FILE);
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret ?? crypto.randomBytes(48).toString('base64url'),
  };
  if (!env.JWT_SECRET && stored.jwtSecret !== secrets.jwtSecret) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  }
  return secrets;
}
