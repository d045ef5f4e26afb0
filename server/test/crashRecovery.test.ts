import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uuidv7 } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../testing/smtpReceiver.js';
import { createTestDatabaseUrl } from '../../testing/testDatabase.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { newMemberInput } from './accounts.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';
import { waitUntil } from './testDatabase.js';

/**
 * The server is killed (SIGKILL: no shutdown code runs) in the middle of a burst of keyed writes,
 * started again on the same database, and every write is sent again with its key, as the outbox
 * does. Each write must land exactly once: keys left "in progress" by the dead process are taken
 * over at once, and answers stored before the crash are replayed.
 */

const WRITES = 120;
const IN_FLIGHT = 12;
const BOOT_TIMEOUT_MS = 180_000;

let dataDir: string;
let database: { url: string; drop(): Promise<void> };
let mail: SmtpReceiver;
let db: Database;
let server: ServerProcess | null = null;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'flock-crash-'));
  database = await createTestDatabaseUrl(dataDir);
  mail = await startSmtpReceiver();
  env = {
    DATABASE_URL: database.url,
    SMTP_URL: mail.url,
    SERVICES: 'web',
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
  };
  db = await openDatabase(database.url);
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await db?.close();
  await mail?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Write {
  id: string;
  key: string;
  content: string;
}

async function signUp(baseUrl: string): Promise<{ token: string; userId: string }> {
  const input = newMemberInput();
  const after = mail.messages.length;
  const post = (route: string, body: object) =>
    fetch(`${baseUrl}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('register', input)).status).toBe(201);
  const code = /\b(\d{6})\b/.exec((await mail.waitFor(input.email.toLowerCase(), { after })).text)![1];
  const verified = await post('verify-email', { email: input.email.toLowerCase(), otp: code });
  const { data } = (await verified.json()) as { data: { token: string; user: { id: string } } };
  return { token: data.token, userId: data.user.id };
}

/** One keyed create, as the outbox sends it: the client id and the key never change between tries. */
async function send(baseUrl: string, token: string, write: Write) {
  const response = await fetch(`${baseUrl}/api/posts`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': write.key,
    },
    body: JSON.stringify({ id: write.id, content: write.content }),
  });
  const body = (await response.json()) as { code?: string; data?: { post?: { id: string } } };
  return { status: response.status, body, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

const pendingKeys = () => db.models.IdempotencyKey.count({ where: { state: 'pending' } });

describe('a server killed mid-burst', () => {
  it('lands every keyed write exactly once after a restart', { timeout: 600_000 }, async () => {
    server = await startServerProcess(dataDir, env, { startTimeoutMs: BOOT_TIMEOUT_MS });
    const { token, userId } = await signUp(server.baseUrl);
    const writes: Write[] = Array.from({ length: WRITES }, (_, i) => ({
      id: uuidv7(),
      key: `crash-${uuidv7()}`,
      content: `Burst write ${i}`,
    }));

    // The burst: IN_FLIGHT requests at a time, until the process is killed under them.
    const answeredBeforeCrash = new Map<string, unknown>();
    const queue = [...writes];
    const firstServer = server;
    let killed = false;
    const burst = Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let write = queue.shift(); write && !killed; write = queue.shift()) {
          try {
            const answer = await send(firstServer.baseUrl, token, write);
            if (answer.status === 201) answeredBeforeCrash.set(write.id, answer.body);
          } catch {
            // The connection died with the process.
          }
        }
      }),
    );
    await waitUntil(
      async () => answeredBeforeCrash.size >= WRITES / 4 && (await pendingKeys()) > 0,
      'a quarter of the writes answered while others are in progress',
      120_000,
    );
    await firstServer.kill('SIGKILL');
    killed = true;
    await burst;
    expect(answeredBeforeCrash.size).toBeLessThan(WRITES);
    expect(await pendingKeys(), 'the crash left keys in progress').toBeGreaterThan(0);

    // Restart on the same database and send everything again with the same keys.
    server = await startServerProcess(dataDir, env, { startTimeoutMs: BOOT_TIMEOUT_MS });
    const restarted = server;
    const finalAnswers = new Map<string, Awaited<ReturnType<typeof send>>>();
    const resend = [...writes];
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let write = resend.shift(); write; write = resend.shift()) {
          const current = write;
          let answer = await send(restarted.baseUrl, token, current);
          await waitUntil(
            async () => {
              if (answer.status === 409 && answer.body.code === 'idempotency_in_progress') {
                answer = await send(restarted.baseUrl, token, current);
                return false;
              }
              return true;
            },
            `write ${current.id} no longer in progress`,
            120_000,
          );
          finalAnswers.set(current.id, answer);
        }
      }),
    );

    for (const write of writes) {
      const answer = finalAnswers.get(write.id)!;
      expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
      expect(answer.body.data?.post?.id).toBe(write.id);
      if (answeredBeforeCrash.has(write.id)) {
        expect(answer.replayed).toBe(true);
        expect(answer.body).toEqual(answeredBeforeCrash.get(write.id));
      }
    }
    const { Post } = db.models;
    expect(await Post.count({ where: { authorId: userId } })).toBe(WRITES);
    const landed = await Post.findAll({ where: { authorId: userId }, attributes: ['id', 'content'] });
    expect(new Map(landed.map((p) => [p.id, p.content]))).toEqual(
      new Map(writes.map((w) => [w.id, w.content])),
    );
    expect(await pendingKeys()).toBe(0);
  });
});
