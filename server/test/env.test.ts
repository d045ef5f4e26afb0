import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.js';

describe('loadEnv', () => {
  it('fills in defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      JWT_EXPIRES_IN_SECONDS: 7 * 24 * 3600,
      RATE_LIMIT_AUTH_PER_IP: 50,
      RATE_LIMIT_AUTH_PER_EMAIL: 10,
      isProduction: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(env.dataDir).toBe(path.resolve('./data'));
    expect(env.databaseUrl).toBe(`sqlite:${path.join(path.resolve('./data'), 'flock.sqlite')}`);
    expect([...env.SERVICES]).toEqual(['web', 'realtime', 'worker']);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('reads and converts the values given', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/tmp/flock-data',
      DATABASE_URL: 'mysql://root@db:3306/flock',
      PUBLIC_URL: 'https://flock.example/',
      JWT_SECRET: 'x'.repeat(32),
      SERVICES: 'web, worker',
      RATE_LIMIT_AUTH_PER_IP: '7',
    });
    expect(env).toMatchObject({
      isProduction: true,
      PORT: 8080,
      dataDir: '/tmp/flock-data',
      databaseUrl: 'mysql://root@db:3306/flock',
      publicUrl: 'https://flock.example',
      RATE_LIMIT_AUTH_PER_IP: 7,
    });
    expect([...env.SERVICES]).toEqual(['web', 'worker']);
  });

  it('treats blank optional values as unset', () => {
    const env = loadEnv({ DATABASE_URL: '  ', SMTP_URL: '', JWT_SECRET: ' ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('turns TRUST_PROXY=%j into what Express expects', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('reads CORS_ORIGINS as a list of origins, empty by default, and bases media URLs on PUBLIC_URL then', () => {
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(loadEnv({}).mediaBaseUrl).toBe('');
    const env = loadEnv({
      CORS_ORIGINS: ' https://App.Example.com/ ,http://localhost:5173,https://app.example.com',
      PUBLIC_URL: 'https://api.example.com/',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(env.mediaBaseUrl).toBe('https://api.example.com');
    expect(loadEnv({ CORS_ORIGINS: ' , ' }).CORS_ORIGINS).toEqual([]);
  });

  it.each([
    '*',
    'null',
    'app.example.com',
    'https://app.example.com/path',
    'ftp://app.example.com',
    'https://a.example?x=1',
    'https://user:pw@app.example.com',
  ])('refuses CORS_ORIGINS=%j, naming the entry', (entry) => {
    expect(() => loadEnv({ CORS_ORIGINS: `https://ok.example, ${entry}` })).toThrow(
      new RegExp(
        `CORS_ORIGINS: CORS_ORIGINS must be a comma-separated list of origins.*not an origin: ${entry.replace(/[.*?/]/g, '\\$&')}`,
      ),
    );
  });

  it('lists every bad value in one error', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'postgres://x',
      SMTP_URL: 'http://mail',
      JWT_SECRET: 'short',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      RATE_LIMIT_AUTH_PER_IP: '0',
    };
    let message = '';
    try {
      loadEnv(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:/);
    for (const name of Object.keys(bad)) expect(message).toContain(`${name}:`);
    expect(message).toContain('DATABASE_URL must start with mysql://, mariadb:// or sqlite:');
    expect(message).toContain('JWT_SECRET must be 32+ characters');
  });
});
