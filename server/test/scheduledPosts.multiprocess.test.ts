import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PostDto, ScheduledPostDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../testing/smtpReceiver.js';
import { createTestDatabaseUrl } from '../../testing/testDatabase.js';
import { newMemberInput } from './accounts.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';
import { waitUntil } from './testDatabase.js';

/**
 * Scheduled posts with real processes on one database: an API process that runs no jobs, and two
 * worker processes (which also serve HTTP, for their health check), both killed before the posts are
 * due and two started again (a restart in between).
 * Every post is published exactly once. MariaDB when DATABASE_URL says so, else one SQLite file.
 */

const BOOT_TIMEOUT_MS = 120_000;
const POSTS = 6;

let dir: string;
let mail: SmtpReceiver;
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let shared: Record<string, string>;
const processes: ServerProcess[] = [];

const boot = (name: string, services: string) =>
  startServerProcess(
    path.join(dir, name),
    { ...shared, SERVICES: services },
    { startTimeoutMs: BOOT_TIMEOUT_MS },
  ).then((started) => {
    processes.push(started);
    return started;
  });

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'flock-scheduled-'));
  mail = await startSmtpReceiver();
  database = await createTestDatabaseUrl(dir);
  shared = {
    DATABASE_URL: database.url,
    SMTP_URL: mail.url,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
    AGENDA_PROCESS_EVERY_MS: '200',
  };
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await mail?.close();
  await database?.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function call<T>(api: ServerProcess, method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`${api.baseUrl}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: T } };
}

describe('scheduled posts across worker processes', () => {
  it(
    'publishes each post once with two workers killed and started again before the time',
    async () => {
      // One after the other: the first applies the migrations.
      const api = await boot('api', 'web');
      const input = newMemberInput();
      const after = mail.messages.length;
      expect((await call(api, 'POST', '/auth/register', input)).status).toBe(201);
      const otp = /\b(\d{6})\b/.exec((await mail.waitFor(input.email, { after })).text)?.[1];
      const verified = await call<{ token: string }>(api, 'POST', '/auth/verify-email', {
        email: input.email,
        otp,
      });
      const { token } = verified.body.data;

      const first = [await boot('worker-a', 'web,worker'), await boot('worker-b', 'web,worker')];
      const dueAt = new Date(Date.now() + 8000).toISOString();
      const ids: string[] = [];
      for (let n = 0; n < POSTS; n += 1) {
        const made = await call<ScheduledPostDto>(
          api,
          'POST',
          '/scheduled-posts',
          { content: `post ${n}`, scheduledFor: dueAt },
          token,
        );
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        ids.push(made.body.data.id);
      }
      // Both workers die before the time (no shutdown code runs), and two new ones start.
      await Promise.all(first.map((worker) => worker.kill('SIGKILL')));
      const pending = await call<{ scheduledPosts: ScheduledPostDto[] }>(
        api,
        'GET',
        '/scheduled-posts',
        undefined,
        token,
      );
      expect(pending.body.data.scheduledPosts).toHaveLength(POSTS);
      await Promise.all([boot('worker-c', 'web,worker'), boot('worker-d', 'web,worker')]);

      await waitUntil(
        async () => {
          const done = await call<{ scheduledPosts: ScheduledPostDto[] }>(
            api,
            'GET',
            '/scheduled-posts?status=published',
            undefined,
            token,
          );
          return done.body.data.scheduledPosts.length === POSTS;
        },
        'every post is published',
        60_000,
      );
      const posts = await call<{ posts: PostDto[] }>(
        api,
        'GET',
        `/posts/user/${input.username}?limit=50`,
        undefined,
        token,
      );
      expect(posts.body.data.posts.map((p) => p.id).sort()).toEqual([...ids].sort());
    },
    5 * BOOT_TIMEOUT_MS,
  );
});
