import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_PATH, type ServerToClientEvents } from '@flock/shared';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../testing/smtpReceiver.js';
import { createTestDatabaseUrl } from '../../testing/testDatabase.js';
import { newMemberInput } from './accounts.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';

/**
 * Two real server processes on one database, linked by Redis: the first serves the API (and runs
 * the worker), the second only sockets. A change made through the first reaches a socket on the second.
 * MariaDB when DATABASE_URL says so, else one SQLite file (WAL) that both processes open.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let dir: string;
let mail: SmtpReceiver;
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let api: ServerProcess | undefined;
let sockets: ServerProcess | undefined;
const clients: Socket<ServerToClientEvents>[] = [];

/** Each process compiles the server's TypeScript as it starts: slow on a busy machine. */
const BOOT_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flock-multi-'));
  mail = await startSmtpReceiver();
  database = await createTestDatabaseUrl(dir);
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL,
    // A prefix of its own, so runs sharing this Redis never hear each other.
    REDIS_KEY_PREFIX: `flock-test-${crypto.randomUUID()}`,
    SMTP_URL: mail.url,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
  };
  // One after the other: the first applies the migrations.
  const boot = { startTimeoutMs: BOOT_TIMEOUT_MS };
  api = await startServerProcess(path.join(dir, 'api'), { ...shared, SERVICES: 'web,worker' }, boot);
  sockets = await startServerProcess(path.join(dir, 'sockets'), { ...shared, SERVICES: 'realtime' }, boot);
}, 2 * BOOT_TIMEOUT_MS);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all([api?.stop(), sockets?.stop()]);
  await mail?.close();
  await database?.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function call(method: string, url: string, body?: object, token?: string) {
  const res = await fetch(url, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

/** Registers and verifies a member through the API process. */
async function signUp(): Promise<{ id: string; token: string }> {
  const input = newMemberInput();
  const after = mail.messages.length;
  const registered = await call('POST', `${api!.baseUrl}/api/auth/register`, input);
  expect(registered.status, api!.output()).toBe(201);
  const message = await mail.waitFor(input.email, { after });
  const otp = /\b(\d{6})\b/.exec(message.text)?.[1];
  const verified = await call('POST', `${api!.baseUrl}/api/auth/verify-email`, { email: input.email, otp });
  expect(verified.status).toBe(200);
  const data = verified.body.data as { token: string; user: { id: string } };
  return { id: data.user.id, token: data.token };
}

async function connect(token: string): Promise<Socket<ServerToClientEvents>> {
  const client: Socket<ServerToClientEvents> = connectClient(sockets!.baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return client;
}

// Without Redis every test here is skipped, and so are the hooks above.
describe.skipIf(!inject('redis').ok)('socket fan-out across server processes', () => {
  it('pokes a socket on another process when the member changes a setting through the API', async () => {
    const [member, other] = await Promise.all([signUp(), signUp()]);
    const device = await connect(member.token);
    const bystander = await connect(other.token);
    const seenByDevice: unknown[] = [];
    const seenByBystander: unknown[] = [];
    device.onAny((event: string, payload: unknown) => seenByDevice.push([event, payload]));
    bystander.onAny((event: string, payload: unknown) => seenByBystander.push([event, payload]));

    const poke = new Promise((resolve) => device.once('sync.poke', resolve));
    const bystanderPoke = new Promise((resolve) => bystander.once('sync.poke', resolve));
    // The bystander changes a setting first: had its poke leaked, the device would see it before its own.
    expect(
      (await call('PUT', `${api!.baseUrl}/api/settings`, { twoFactorEnabled: true }, other.token)).status,
    ).toBe(200);
    expect(
      (await call('PUT', `${api!.baseUrl}/api/settings`, { pushNotifications: true }, member.token)).status,
    ).toBe(200);

    expect(await poke).toEqual({ scope: 'settings' });
    await bystanderPoke;
    expect(seenByDevice).toEqual([['sync.poke', { scope: 'settings' }]]);
    expect(seenByBystander).toEqual([['sync.poke', { scope: 'settings' }]]);
  });

  it('refuses a logged-out token on another process at once, though it checked it moments before', async () => {
    const member = await signUp();
    const device = await connect(member.token);
    const dropped = new Promise((resolve) => device.once('disconnect', resolve));
    // A second device of the same session connects: the socket process has just checked this token.
    await connect(member.token);

    expect((await call('POST', `${api!.baseUrl}/api/auth/logout`, {}, member.token)).status).toBe(200);
    await dropped;
    await expect(connect(member.token)).rejects.toMatchObject({ data: { code: 'session_expired' } });
  });
});
