import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Env } from '../env.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface Secrets {
  jwtSecret: string;
  vapid: VapidKeys;
}

interface StoredSecrets {
  jwtSecret?: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

const SECRETS_FILE = 'secrets.json';

/**
 * Secrets come from the environment when set; otherwise they are generated once and kept in
 * DATA_DIR/secrets.json (mode 0600), so `NODE_ENV=production npm start` works with nothing set.
 */
export function loadSecrets(
  env: Pick<Env, 'dataDir' | 'JWT_SECRET' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
): Secrets {
  const file = path.join(env.dataDir, SECRETS_FILE);
  let stored: StoredSecrets = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets;
  const generated: StoredSecrets = {};

  const jwtSecret =
    env.JWT_SECRET ??
    stored.jwtSecret ??
    (generated.jwtSecret = crypto.randomBytes(48).toString('base64url'));

  let vapid: VapidKeys;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    vapid = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  } else if (stored.vapidPublicKey && stored.vapidPrivateKey) {
    vapid = { publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey };
  } else {
    vapid = webpush.generateVAPIDKeys();
    generated.vapidPublicKey = vapid.publicKey;
    generated.vapidPrivateKey = vapid.privateKey;
  }

  if (Object.keys(generated).length > 0) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ ...stored, ...generated }, null, 2), { mode: 0o600 });
  }
  return { jwtSecret, vapid };
}
