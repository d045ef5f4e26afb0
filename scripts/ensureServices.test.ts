import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPath } from './ensureBrowser.mjs';
import { ensureRedis } from './ensureServices.mjs';

let bin: string;
let notices: string[];
const notice = (line: string) => notices.push(line);

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-ensure-services-'));
  notices = [];
});
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }));

/** A port nothing listens on (just released by the system). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Sends one inline command to the Redis at `port`; resolves with its first reply ('' when it hangs up). */
function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(`${command}\r\n`));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString());
    });
    socket.once('close', () => resolve(''));
    socket.once('error', reject);
  });
}

describe('ensureRedis', () => {
  it('answers ok for a Redis that answers PING, starting nothing', async () => {
    const server = net.createServer((socket) => socket.once('data', () => socket.end('+PONG\r\n')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const env = { PATH: bin, TEST_REDIS_URL: `redis://127.0.0.1:${port}` };
      expect(await ensureRedis({ env, notice })).toEqual({ ok: true, url: `redis://127.0.0.1:${port}` });
      expect(notices).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives the reason, without credentials, for a Redis on another host that does not answer', async () => {
    const port = await freePort();
    const env = { PATH: bin, TEST_REDIS_URL: `redis://user:secret@127.0.0.2:${port}` };
    const status = await ensureRedis({ env, notice });
    expect(status).toEqual({
      ok: false,
      url: `redis://127.0.0.2:${port}`,
      reason: `Redis is not answering at redis://127.0.0.2:${port}`,
    });
    expect(notices).toEqual([]);
  });

  it('names the package to install when no local Redis answers and redis-server is missing', async () => {
    const env = { PATH: bin, TEST_REDIS_URL: `redis://127.0.0.1:${await freePort()}` };
    const status = await ensureRedis({ env, notice });
    expect(status.ok).toBe(false);
    expect(status.ok || status.reason).toMatch(
      /redis-server is not installed \(apt-get install -y redis-server\)$/,
    );
  });

  const redisServer = onPath('redis-server', process.env);
  it.skipIf(!redisServer)('starts the installed redis-server when no local Redis answers', async () => {
    const port = await freePort();
    const env = { ...process.env, TEST_REDIS_URL: `redis://127.0.0.1:${port}` };
    const status = await ensureRedis({ env, notice });
    try {
      expect(status).toEqual({ ok: true, url: `redis://127.0.0.1:${port}` });
      expect(notices).toEqual([
        `Redis is not answering at redis://127.0.0.1:${port}: starting ${redisServer} on port ${port}.`,
      ]);
      expect(await redisCommand(port, 'PING')).toBe('+PONG\r\n');
    } finally {
      await redisCommand(port, 'SHUTDOWN NOSAVE').catch(() => undefined);
      fs.rmSync(path.join(os.tmpdir(), `flock-redis-${port}.log`), { force: true });
    }
  });
});
