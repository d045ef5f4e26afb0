import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.js';
import { loadSecrets } from '../src/services/secrets.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-secrets-'));
  dirs.push(dir);
  return dir;
}
const stored = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as object;

describe('jobs, realtime and push settings in the environment', () => {
  it('has defaults for everything', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      REDIS_KEY_PREFIX: 'flock',
      VAPID_SUBJECT: 'mailto:admin@localhost',
      AGENDA_PROCESS_EVERY_MS: 5000,
      JOB_LOCK_LIFETIME_MS: 600_000,
    });
    expect(env.VAPID_PUBLIC_KEY).toBeUndefined();
    expect(env.VAPID_PRIVATE_KEY).toBeUndefined();
    expect([...loadEnv({ SERVICES: 'worker' }).SERVICES]).toEqual(['worker']);
  });

  it.each([
    [
      { VAPID_PUBLIC_KEY: 'abc' },
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ],
    [{ VAPID_SUBJECT: 'admin' }, 'VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: or https:// URL'],
    [{ SERVICES: 'web,queue' }, 'SERVICES.1: SERVICES may only list web, realtime and worker'],
    [{ SERVICES: ' , ' }, 'SERVICES: SERVICES must name at least one of web, realtime, worker'],
    [{ AGENDA_PROCESS_EVERY_MS: '500 milliseconds' }, 'AGENDA_PROCESS_EVERY_MS:'],
  ])('refuses %j', (values, problem) => {
    expect(() => loadEnv(values)).toThrow(problem);
  });
});

describe('loadSecrets', () => {
  it('generates the VAPID key pair once into DATA_DIR/secrets.json and reuses it', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    const first = loadSecrets(env);
    expect(Buffer.from(first.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadSecrets(env)).toEqual(first);
  });

  it('adds VAPID keys to an older secrets file without changing its JWT secret', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ jwtSecret: 'k'.repeat(40) }));
    const secrets = loadSecrets(loadEnv({ DATA_DIR: dir }));
    expect(secrets.jwtSecret).toBe('k'.repeat(40));
    expect(stored(dir)).toEqual({
      jwtSecret: 'k'.repeat(40),
      vapidPublicKey: secrets.vapid.publicKey,
      vapidPrivateKey: secrets.vapid.privateKey,
    });
  });

  it('takes keys from the environment and writes nothing then', () => {
    const dir = dataDir();
    const keys = webpush.generateVAPIDKeys();
    const secrets = loadSecrets(
      loadEnv({
        DATA_DIR: dir,
        JWT_SECRET: 's'.repeat(32),
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    );
    expect(secrets).toEqual({ jwtSecret: 's'.repeat(32), vapid: keys });
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });
});
